// The product's options as chips: one native radio group per option (a fieldset and its legend), so
// the keyboard's arrows, screen readers and a tap before the code has started all behave as with
// any form. A value no combination on sale has with the other choices is crossed out and disabled.
import { useEffect, useRef } from "react";
import { chakra, Flex, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { canChoose, type ChoiceOption, type ChoiceVariant, type Chosen } from "./variant-choice.ts";

interface Props {
  productId: string;
  options: readonly ChoiceOption[];
  variants: readonly ChoiceVariant[];
  chosen: Chosen;
  onChoose(option: string, value: string): void;
  /** 'Choisissez une taille' under the option still to choose, after a tap on 'Ajouter au panier' */
  asking: { option: string; message: string } | null;
}

export function OptionChips({ productId, options, variants, chosen, onChoose, asking }: Props) {
  const box = useRef<HTMLDivElement>(null);
  // A chip tapped before hydration: the browser checked its radio and React kept it, but the page's
  // state has not heard of it. Adopted once, so what the shopper sees is what gets added.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration: later choices go through onChoose
  useEffect(() => {
    for (const input of box.current?.querySelectorAll<HTMLInputElement>("input[type=radio]:checked") ?? []) {
      const option = options.find((o) => `${o.nom.toLowerCase()}-${productId}` === input.name);
      if (option && chosen[option.nom] !== input.value) onChoose(option.nom, input.value);
    }
  }, []);
  return (
    <Stack gap="3" ref={box}>
      {options.map((o) => {
        const name = `${o.nom.toLowerCase()}-${productId}`;
        const askingHere = asking?.option === o.nom;
        return (
          <chakra.fieldset key={o.nom} minW="0" aria-describedby={askingHere ? `${name}-ask` : undefined} data-testid={`choice-${o.nom}`}>
            <chakra.legend fontWeight="semibold" mb="2">
              {o.nom}
              {chosen[o.nom] ? ` : ${chosen[o.nom]}` : ""}
            </chakra.legend>
            <Flex gap="2" wrap="wrap">
              {o.valeurs.map((v) => {
                const soldOut = !canChoose(variants, chosen, o.nom, v);
                return (
                  <Chip key={v} name={name} value={v} checked={chosen[o.nom] === v} soldOut={soldOut} onChange={() => onChoose(o.nom, v)} />
                );
              })}
            </Flex>
            {askingHere && (
              <Text id={`${name}-ask`} role="alert" mt="2" color="red.700" _dark={{ color: "red.300" }} fontWeight="semibold">
                {asking.message}
              </Text>
            )}
          </chakra.fieldset>
        );
      })}
    </Stack>
  );
}

/** The chip's look follows its radio through CSS (:has), so a tap before hydration shows at once. */
function Chip({
  name,
  value,
  checked,
  soldOut,
  onChange,
}: {
  name: string;
  value: string;
  checked: boolean;
  soldOut: boolean;
  onChange(): void;
}) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="11"
      minH="11"
      px="3"
      borderWidth="1px"
      borderRadius="md"
      borderColor="border.emphasized"
      bg="surface.card"
      cursor={soldOut ? "not-allowed" : "pointer"}
      position="relative"
      color={soldOut ? "fg.muted" : undefined}
      textDecoration={soldOut ? "line-through" : undefined}
      css={{
        "&:has(input:checked)": { bg: "brand.solid", color: "brand.contrast", borderColor: "brand.solid" },
        "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" },
      }}
    >
      <VisuallyHidden asChild>
        <input type="radio" name={name} value={value} checked={checked} disabled={soldOut} onChange={onChange} />
      </VisuallyHidden>
      <span aria-hidden={soldOut || undefined}>{value}</span>
      {soldOut && <VisuallyHidden>{`${value} (épuisé)`}</VisuallyHidden>}
    </chakra.label>
  );
}
