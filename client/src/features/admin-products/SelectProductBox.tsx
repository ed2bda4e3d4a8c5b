import { chakra } from "@chakra-ui/react";

/** A product's checkbox for bulk changes: a native box in a 44 px target, named after the product.
 * `dense`: a table row's, 32 px from the tablet up like the row's menu (WCAG's 24 px target). */
export function SelectProductBox({
  nom,
  checked,
  onChange,
  dense = false,
}: {
  nom: string;
  checked: boolean;
  onChange: () => void;
  dense?: boolean;
}) {
  const size = dense ? { base: "11", md: "8" } : "11";
  return (
    <chakra.label display="inline-flex" alignItems="center" justifyContent="center" w={size} h={size} flexShrink="0" cursor="pointer">
      <chakra.input
        type="checkbox"
        aria-label={`Sélectionner ${nom}`}
        checked={checked}
        onChange={onChange}
        w="5"
        h="5"
        cursor="pointer"
        accentColor="var(--chakra-colors-brand-solid)"
      />
    </chakra.label>
  );
}
