import { ConfirmDialog } from "../../components/ui/ConfirmDialog.tsx";
import type { useDeleteProduct } from "./useDeleteProduct.ts";

export function DeleteProductDialog({ deletion }: { deletion: ReturnType<typeof useDeleteProduct> }) {
  return (
    <ConfirmDialog
      open={deletion.target !== null}
      title="Supprimer ce produit ?"
      description={`« ${deletion.target?.nom ?? ""} » sera supprimé définitivement, avec ses photos.`}
      confirmLabel="Supprimer"
      destructive
      busy={deletion.busy}
      onConfirm={() => void deletion.confirm()}
      onClose={deletion.cancel}
    />
  );
}
