import type { ChangeEvent } from "react";
import { Box, chakra, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { formatFCFA } from "../../../../contract/format.ts";
import { parseInteger, pricePreview, subTypeAfterCategoryChange, type ProductDraft } from "./product-form-logic.ts";

interface Category {
  id: string;
  nom: string;
  sousTypes: { id: string; nom: string }[];
}
interface Props {
  draft: ProductDraft;
  onChange(draft: ProductDraft): void;
  categories: Category[];
  categoryLocked: boolean;
  subTypeLocked: boolean;
  disabled?: boolean;
}

/** Category, sub-type, name, description, prices and the two toggles of the product form. Labels of
 * disabled controls (busy, or preselected from the URL) keep full contrast: dimmed, they fail axe. */
export function ProductFields({ draft, onChange, categories, categoryLocked, subTypeLocked, disabled }: Props) {
  const category = categories.find((c) => c.id === draft.categoryId);
  const subTypes = category?.sousTypes ?? [];
  const set = (field: "name" | "description" | "price" | "promotion") => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ ...draft, [field]: e.target.value });
  const setCategory = (categoryId: string) =>
    onChange({ ...draft, categoryId, subTypeId: subTypeAfterCategoryChange(categories.find((c) => c.id === categoryId)) });
  const subTypePlaceholder = !category ? "Sélectionnez d'abord une catégorie" : subTypes.length === 0 ? "Aucun sous-type disponible" : null;

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required disabled={disabled || categoryLocked}>
          <Field.Label _disabled={{ opacity: 1 }}>
            Catégorie <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.categoryId} onChange={(e) => setCategory(e.target.value)}>
              <option value="">Sélectionnez une catégorie</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.nom}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {categoryLocked && <Field.HelperText>Choisie depuis la liste d'où vous venez</Field.HelperText>}
        </Field.Root>
        <Field.Root disabled={disabled || subTypeLocked || subTypePlaceholder !== null}>
          <Field.Label _disabled={{ opacity: 1 }}>Sous-type</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={subTypePlaceholder ? "" : draft.subTypeId}
              onChange={(e) => onChange({ ...draft, subTypeId: e.target.value })}
            >
              {subTypePlaceholder ? <option value="">{subTypePlaceholder}</option> : <option value="">Aucun sous-type</option>}
              {subTypes.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.nom}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Field.Root required>
        <Field.Label>
          Nom du produit <Field.RequiredIndicator />
        </Field.Label>
        <Input disabled={disabled} value={draft.name} onChange={set("name")} maxLength={200} autoComplete="off" />
      </Field.Root>
      <Field.Root>
        {/* Input's look on a textarea (no textarea recipe in the shared theme); asChild loses the field's id. */}
        <Field.Label htmlFor="product-description">Description</Field.Label>
        <Input asChild h="auto" py="2">
          <textarea
            id="product-description"
            disabled={disabled}
            rows={5}
            value={draft.description}
            onChange={set("description")}
            maxLength={5000}
          />
        </Input>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required>
          <Field.Label>
            Prix de base (FCFA) <Field.RequiredIndicator />
          </Field.Label>
          <Input disabled={disabled} inputMode="numeric" value={draft.price} onChange={set("price")} maxLength={12} autoComplete="off" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Promotion (%)</Field.Label>
          <Input disabled={disabled} type="number" min={0} max={100} step={1} value={draft.promotion} onChange={set("promotion")} />
          <Field.HelperText>De 0 à 100</Field.HelperText>
        </Field.Root>
      </SimpleGrid>
      <PricePreview price={parseInteger(draft.price)} percent={parseInteger(draft.promotion)} />
      <Stack direction={{ base: "column", sm: "row" }} gap="4">
        <Toggle label="À la une" checked={draft.featured} disabled={disabled} onChange={(featured) => onChange({ ...draft, featured })} />
        <Toggle
          label="En rupture"
          checked={draft.outOfStock}
          disabled={disabled}
          onChange={(outOfStock) => onChange({ ...draft, outOfStock })}
        />
        <Toggle
          label="Brouillon"
          checked={draft.draft}
          disabled={disabled}
          onChange={(isDraft) => onChange({ ...draft, draft: isDraft })}
        />
      </Stack>
    </Stack>
  );
}

function PricePreview({ price, percent }: { price: number; percent: number }) {
  const preview = pricePreview(price, percent);
  if (!preview) return null;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" p="3" borderRadius="lg" bg="bg.muted" aria-live="polite">
      <Box>
        <Text textStyle="sm" color="fg.muted">
          Prix final après promotion
        </Text>
        <Text fontWeight="bold" fontSize="lg">
          {formatFCFA(preview.finalPrice)}
        </Text>
      </Box>
      <Box>
        <Text textStyle="sm" color="fg.muted">
          Économie réalisée
        </Text>
        <Text fontWeight="bold" fontSize="lg" color="green.700" _dark={{ color: "green.300" }}>
          {formatFCFA(preview.savings)}
        </Text>
      </Box>
    </SimpleGrid>
  );
}

/** A native checkbox shown as a switch: no extra Chakra recipe in the shared theme. */
export function Toggle({
  label,
  ariaLabel,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  ariaLabel?: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <chakra.label display="flex" alignItems="center" gap="3" minH="11" cursor={disabled ? "not-allowed" : "pointer"}>
      <chakra.input
        type="checkbox"
        role="switch"
        aria-label={ariaLabel}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        w="5"
        h="5"
        accentColor="var(--chakra-colors-brand-solid)"
      />
      <Text>{label}</Text>
    </chakra.label>
  );
}
