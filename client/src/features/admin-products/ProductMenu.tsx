import { useNavigate } from "react-router";
import { ActionsMenu } from "../../components/ui/ActionsMenu.tsx";

const ACTIONS = [
  { value: "details", label: "Voir les détails" },
  { value: "edit", label: "Modifier" },
  { value: "duplicate", label: "Dupliquer" },
  { value: "delete", label: "Supprimer", destructive: true },
];

/** A card's actions (SPEC §2): details, edit, duplicate (the form on a copy), delete (which asks first). */
export function ProductMenu({ id, nom, onDelete, dense }: { id: string; nom: string; onDelete: () => void; dense?: boolean }) {
  const navigate = useNavigate();
  const select = (value: string) => {
    if (value === "details") navigate(`/admin/produits/${id}`);
    else if (value === "edit") navigate(`/admin/produits/update/${id}`);
    else if (value === "duplicate") navigate(`/admin/produits/add?copie=${encodeURIComponent(id)}`);
    else onDelete();
  };
  return <ActionsMenu name={nom} actions={ACTIONS} onSelect={select} dense={dense} />;
}
