import { chakra, VisuallyHidden } from "@chakra-ui/react";
import type { BulkSelection } from "./useBulkSelection.ts";

/** Every product of the page chosen at once (above the cards, or in the table's first header). */
export function PageCheckbox({ selection, pageIds, dense = false }: { selection: BulkSelection; pageIds: string[]; dense?: boolean }) {
  const label = "Sélectionner les produits de la page";
  const size = dense ? { base: "11", md: "8" } : "11";
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      minH={size}
      minW={size}
      cursor="pointer"
      fontSize="sm"
      fontWeight="normal"
    >
      <chakra.input
        type="checkbox"
        checked={selection.allResults || pageIds.every((id) => selection.ids.has(id))}
        disabled={selection.allResults}
        onChange={() => selection.togglePage(pageIds)}
        w="5"
        h="5"
        accentColor="var(--chakra-colors-brand-solid)"
      />
      {dense ? <VisuallyHidden>{label}</VisuallyHidden> : label}
    </chakra.label>
  );
}
