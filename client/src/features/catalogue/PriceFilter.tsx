import { useState, type FormEvent } from "react";
import { Button, Field, Flex, Input, Text } from "@chakra-ui/react";
import { parsePriceText } from "./useListParams.ts";

/** The fields are read when the form is sent, so what was typed before the hydration counts
 * (decision 065); a new applied range redraws the form (its key) with that range. */
export function PriceFilter({
  min,
  max,
  onApply,
}: {
  min: number | null;
  max: number | null;
  onApply: (min: number | null, max: number | null) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    const lo = parsePriceText(String(form.get("minPrice") ?? ""));
    const hi = parsePriceText(String(form.get("maxPrice") ?? ""));
    if (lo !== null && hi !== null && lo > hi) return setError("Le prix minimum ne peut pas être supérieur au prix maximum.");
    setError(null);
    onApply(lo, hi);
  };
  const reset = (e: FormEvent) => {
    (e.currentTarget as HTMLButtonElement).form?.reset();
    setError(null);
    onApply(null, null);
  };
  return (
    <Flex as="form" onSubmit={submit} gap="2" align="end" flexWrap="wrap" aria-label="Filtrer par prix">
      <Field.Root w="32">
        <Field.Label fontSize="sm">Prix min (FCFA)</Field.Label>
        <Input inputMode="numeric" defaultValue={min?.toString() ?? ""} bg="surface.card" h="11" name="minPrice" />
      </Field.Root>
      <Field.Root w="32">
        <Field.Label fontSize="sm">Prix max (FCFA)</Field.Label>
        <Input inputMode="numeric" defaultValue={max?.toString() ?? ""} bg="surface.card" h="11" name="maxPrice" />
      </Field.Root>
      <Button type="submit" minH="11" bg="brand.solid" color="brand.contrast">
        Filtrer
      </Button>
      <Button type="button" minH="11" variant="ghost" onClick={reset}>
        Réinitialiser
      </Button>
      {error && (
        <Text role="alert" w="full" color="red.700" fontSize="sm">
          {error}
        </Text>
      )}
    </Flex>
  );
}
