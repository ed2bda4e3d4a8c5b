import { useNavigate } from "react-router";
import { IconButton, Menu, Portal } from "@chakra-ui/react";

/** A card's actions (SPEC §2): details, edit, delete (which asks first). */
export function ProductMenu({ id, nom, onDelete }: { id: string; nom: string; onDelete: () => void }) {
  const navigate = useNavigate();
  const select = ({ value }: { value: string }) => {
    if (value === "details") navigate(`/admin/produits/${id}`);
    else if (value === "edit") navigate(`/admin/produits/update/${id}`);
    else onDelete();
  };
  return (
    <Menu.Root onSelect={select} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={`Actions pour ${nom}`} variant="ghost" minW="11" minH="11" fontSize="xl">⋮</IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="details" minH="11">Voir les détails</Menu.Item>
            <Menu.Item value="edit" minH="11">Modifier</Menu.Item>
            <Menu.Item value="delete" minH="11" color="red.700" _dark={{ color: "red.300" }}>Supprimer</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
