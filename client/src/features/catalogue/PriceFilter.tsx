import { useState, type FormEvent } from "react";
import { Button, Field, Flex, Input, Text } from "@chakra-ui/react";
import { parsePriceText } from "./useListParams.ts";

export function PriceFilter({ min, max, onApply }: { min: number | null; max: number | null; onApply: (min: number | null, max: number | null) => void }) {
  const [minText, setMin] = useState(min?.toString() ?? "");
  const [maxText, setMax] = useState(max?.toString() ?? "");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lo = parsePriceText(minText);
    const hi = parsePriceText(maxText);
    if (lo !== null && hi !== null && lo > hi) return setError("Le prix minimum ne peut pas être supérieur au prix maximum.");
    setError(null);
    onApply(lo, hi);
  };
  const reset = () => { setMin(""); setMax(""); setError(null); onApply(null, null); };
  return (
    <Flex as="form" onSubmit={submit} gap="2" align="end" flexWrap="wrap" aria-label="Filtrer par prix">
      <Field.Root w="32">
        <Field.Label fontSize="sm">Prix min (FCFA)</Field.Label>
        <Input inputMode="numeric" value={minText} onChange={(e) => setMin(e.target.value)} bg="surface.card" h="11" name="minPrice" />
      </Field.Root>
      <Field.Root w="32">
        <Field.Label fontSize="sm">Prix max (FCFA)</Field.Label>
        <Input inputMode="numeric" value={maxText} onChange={(e) => setMax(e.target.value)} bg="surface.card" h="11" name="maxPrice" />
      </Field.Root>
      <Button type="submit" minH="11" bg="brand.solid" color="brand.contrast">Filtrer</Button>
      <Button type="button" minH="11" variant="ghost" onClick={reset}>Réinitialiser</Button>
      {error && <Text role="alert" w="full" color="red.700" fontSize="sm">{error}</Text>}
    </Flex>
  );
}
