import { useId, useState } from "react";
import { Button, chakra, Field, Flex, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { MAX_COMBINATIONS, MAX_OPTION_VALUES, OPTION_NAMES, type OptionName } from "../../../../contract/product-options.ts";
import {
  SIZE_PRESET_BUTTONS,
  addPreset,
  checkNewValue,
  combinationCount,
  gridRows,
  gridTotal,
  parseStock,
  setAllStocks,
  type ComboDraft,
  type OptionDraft,
} from "./variant-form-logic.ts";
import { Toggle } from "./ProductFields.tsx";

export interface StockDraft {
  stock: string;
  options: OptionDraft[];
  combos: Record<string, ComboDraft>;
}
interface Props {
  value: StockDraft;
  onChange(value: StockDraft): void;
  disabled?: boolean;
}

/** 'Stock' of a product sold as one, or its 'Tailles et couleurs': the options, their values and
 * the grid of combinations with a stock each. */
export function VariantsSection({ value, onChange, disabled }: Props) {
  const { options, combos } = value;
  const has = (name: OptionName) => options.some((o) => o.name === name);
  const toggle = (name: OptionName, on: boolean) =>
    onChange({ ...value, options: on ? [...options, { name, values: [] }] : options.filter((o) => o.name !== name) });
  const setValues = (name: OptionName, values: string[]) =>
    onChange({ ...value, options: options.map((o) => (o.name === name ? { ...o, values } : o)) });

  return (
    <Stack as="fieldset" gap="4" borderWidth="1px" borderRadius="lg" p={{ base: "3", md: "4" }} minW="0">
      <chakra.legend fontWeight="semibold" px="1">
        Tailles et couleurs
      </chakra.legend>
      <Stack direction={{ base: "column", sm: "row" }} gap="4">
        {OPTION_NAMES.map((name) => (
          <Toggle
            key={name}
            label={name === "Taille" ? "Vendu en plusieurs tailles" : "Vendu en plusieurs couleurs"}
            checked={has(name)}
            disabled={disabled}
            onChange={(on) => toggle(name, on)}
          />
        ))}
      </Stack>
      {options.length === 0 ? (
        <Field.Root required w={{ base: "full", sm: "48" }}>
          <Field.Label>
            Stock <Field.RequiredIndicator />
          </Field.Label>
          <Input
            disabled={disabled}
            inputMode="numeric"
            value={value.stock}
            onChange={(e) => onChange({ ...value, stock: e.target.value })}
            maxLength={7}
            autoComplete="off"
          />
          <Field.HelperText>Nombre d'articles disponibles</Field.HelperText>
        </Field.Root>
      ) : (
        <>
          {options.map((o) => (
            <OptionEditor key={o.name} option={o} disabled={disabled} onChange={(values) => setValues(o.name, values)} />
          ))}
          <CombinationGrid
            options={options}
            combos={combos}
            disabled={disabled}
            onChange={(next) => onChange({ ...value, combos: next })}
          />
        </>
      )}
    </Stack>
  );
}

/** One option's values: typed (Enter or 'Ajouter') or taken from a preset, each removable. */
function OptionEditor({ option, onChange, disabled }: { option: OptionDraft; onChange(values: string[]): void; disabled?: boolean }) {
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const add = () => {
    const refused = checkNewValue(option, text);
    setRefusal(refused);
    if (refused) return;
    onChange([...option.values, text.trim()]);
    setText("");
  };
  const preset = (values: readonly string[]) => {
    const result = addPreset(option, values);
    setRefusal(result.refused);
    onChange(result.values);
  };
  const label = option.name === "Taille" ? "Tailles" : "Couleurs";
  return (
    <Stack gap="2" data-testid={`option-${option.name}`}>
      <HStack justify="space-between">
        <Text fontWeight="medium" id={`${id}-title`}>
          {label}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {option.values.length}/{MAX_OPTION_VALUES}
        </Text>
      </HStack>
      {option.values.length > 0 && (
        <Flex as="ul" gap="2" wrap="wrap" aria-labelledby={`${id}-title`} listStyleType="none">
          {option.values.map((v) => (
            <chakra.li key={v} display="flex" alignItems="center" gap="1" ps="3" borderWidth="1px" borderRadius="full" bg="bg.muted">
              <Text textStyle="sm">{v}</Text>
              <Button
                size="sm"
                variant="ghost"
                minW="11"
                minH="11"
                borderRadius="full"
                disabled={disabled}
                aria-label={`Retirer ${v}`}
                onClick={() => onChange(option.values.filter((x) => x !== v))}
              >
                ×
              </Button>
            </chakra.li>
          ))}
        </Flex>
      )}
      <Field.Root invalid={refusal !== null}>
        <Field.Label srOnly>{`Nouvelle valeur (${option.name})`}</Field.Label>
        <HStack gap="2" w="full">
          <Input
            disabled={disabled}
            value={text}
            maxLength={60}
            autoComplete="off"
            flex="1"
            minW="0"
            h="11"
            placeholder={option.name === "Taille" ? "Ex. : M, 38, Taille unique" : "Ex. : Bleu, Rouge"}
            onChange={(e) => {
              setText(e.target.value);
              setRefusal(null);
            }}
            // Enter adds the value; it must not submit the whole form.
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="outline" minH="11" disabled={disabled} onClick={add}>
            Ajouter
          </Button>
        </HStack>
        <Field.ErrorText aria-live="polite" color="red.700" _dark={{ color: "red.300" }}>
          {refusal}
        </Field.ErrorText>
      </Field.Root>
      {option.name === "Taille" && (
        <Flex gap="2" wrap="wrap" role="group" aria-label="Tailles toutes prêtes">
          {SIZE_PRESET_BUTTONS.map((p) => (
            <Button key={p.label} size="sm" minH="11" variant="subtle" disabled={disabled} onClick={() => preset(p.values)}>
              {p.label}
            </Button>
          ))}
        </Flex>
      )}
    </Stack>
  );
}

/** A stock per combination, 'Mettre tout à N', and a switch to stop selling one. */
function CombinationGrid({
  options,
  combos,
  onChange,
  disabled,
}: {
  options: OptionDraft[];
  combos: Record<string, ComboDraft>;
  onChange(c: Record<string, ComboDraft>): void;
  disabled?: boolean;
}) {
  const [all, setAll] = useState("");
  const count = combinationCount(options);
  if (count === 0)
    return (
      <Text textStyle="sm" color="fg.muted">
        Ajoutez des valeurs pour voir les combinaisons.
      </Text>
    );
  if (count > MAX_COMBINATIONS)
    return (
      <Text
        color="red.700"
        _dark={{ color: "red.300" }}
        role="status"
      >{`${MAX_COMBINATIONS} combinaisons au plus : il y en a ${count}`}</Text>
    );
  const rows = gridRows(options, combos);
  const allStock = parseStock(all);
  const set = (key: string, combo: ComboDraft) => onChange({ ...combos, [key]: combo });
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap" align="end">
        <Field.Root w="32">
          <Field.Label textStyle="sm">Stock pour toutes</Field.Label>
          <Input
            disabled={disabled}
            inputMode="numeric"
            value={all}
            onChange={(e) => setAll(e.target.value)}
            maxLength={7}
            h="11"
            autoComplete="off"
          />
        </Field.Root>
        <Button
          variant="outline"
          minH="11"
          disabled={disabled || allStock === null}
          onClick={() => onChange(setAllStocks(options, combos, String(allStock)))}
        >
          {allStock === null ? "Mettre tout à …" : `Mettre tout à ${allStock}`}
        </Button>
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Combinaisons">
        {rows.map((r) => (
          <Flex
            as="li"
            key={r.key}
            gap="3"
            align="center"
            wrap="wrap"
            p="2"
            borderWidth="1px"
            borderRadius="md"
            opacity={r.combo.enabled ? 1 : 0.75}
            data-testid="combination"
          >
            <Text flex="1" minW="10rem" fontWeight="medium">
              {r.label}
            </Text>
            <Input
              w="24"
              h="11"
              inputMode="numeric"
              maxLength={7}
              autoComplete="off"
              disabled={disabled || !r.combo.enabled}
              aria-label={`Stock de ${r.label}`}
              value={r.combo.stock}
              onChange={(e) => set(r.key, { ...r.combo, stock: e.target.value })}
            />
            <Toggle
              label="En vente"
              ariaLabel={`En vente : ${r.label}`}
              checked={r.combo.enabled}
              disabled={disabled}
              onChange={(enabled) => set(r.key, { ...r.combo, enabled })}
            />
          </Flex>
        ))}
      </Stack>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        Stock total : {gridTotal(options, combos)}
      </Text>
    </Stack>
  );
}
