import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";
import { adminToaster, toastError } from "../../components/ui/admin-toaster.tsx";
import { errorMessage } from "../../lib/errors.ts";
import { forgetDeleted } from "../../lib/catalogue-cache.ts";

const DeleteProductMutation = graphql(`
  mutation AdminDeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);

export interface DeleteTarget {
  id: string;
  nom: string;
}

/** Product deletion of SPEC §4: confirm, delete, toast; the cache drops the product and every list
 * that could show it, so the list on screen loads again from the server. */
export function useDeleteProduct(onDeleted?: () => void) {
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [remove, { loading }] = useMutation(DeleteProductMutation);

  async function confirm() {
    if (!target) return;
    const { id } = target;
    try {
      await remove({ variables: { id }, update: (cache) => forgetDeleted(cache, "Product", id) });
      adminToaster.create({ type: "success", title: "Suppression réussie", description: "Le produit a été supprimé avec succès" });
      setTarget(null);
      onDeleted?.();
    } catch (err) {
      toastError(errorMessage(err, "Erreur lors de la suppression"));
      setTarget(null);
    }
  }

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, busy: loading };
}
