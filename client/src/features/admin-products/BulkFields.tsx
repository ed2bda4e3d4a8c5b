import { useQuery } from "@apollo/client/react";
import { Field, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { graphql } from "../../gql";
import type { BulkChoice } from "./bulk-choices.ts";

const BulkCategoriesQuery = graphql(`
  query AdminBulkCategories {
    categories { id nom sousTypes { id nom } }
  }
`);

export interface BulkFieldValues {
  percent: string;
  categoryId: string;
  subTypeId: string;
}
export const EMPTY_FIELDS: BulkFieldValues = { percent: "", categoryId: "", subTypeId: "" };

/** What the chosen change needs, checked before it is sent (the server checks again). */
export function checkBulkFields(choice: BulkChoice, v: BulkFieldValues) {
  if (choice.action === "promotion") {
    const text = v.percent.trim();
    const n = Number(text);
    if (!/^\d{1,3}$/.test(text) || n > 100) return { error: "La promotion doit être un pourcentage entier entre 0 et 100." };
    return { input: { pourcentPromotion: n } };
  }
  if (choice.action === "categorie") {
    if (!v.categoryId) return { error: "Veuillez sélectionner une catégorie" };
    return { input: { typeProduit: v.categoryId, sousTypeProduit: v.subTypeId || null } };
  }
  return { input: {} };
}

/** The confirmation's fields: a percentage for a promotion, a category and sub-type for a move. */
export function BulkFields(props: {
  choice: BulkChoice;
  values: BulkFieldValues;
  error: string | null;
  onChange: (v: BulkFieldValues) => void;
}) {
  const { choice, values, error, onChange } = props;
  const moving = choice.action === "categorie";
  const { data } = useQuery(BulkCategoriesQuery, { skip: !moving });
  if (choice.action === "promotion")
    return (
      <Field.Root invalid={!!error} required>
        <Field.Label>Promotion (%)</Field.Label>
        <Input
          inputMode="numeric"
          maxLength={3}
          value={values.percent}
          onChange={(e) => onChange({ ...values, percent: e.target.value })}
          autoComplete="off"
        />
        {error && (
          <Field.ErrorText color="red.700" _dark={{ color: "red.300" }}>
            {error}
          </Field.ErrorText>
        )}
      </Field.Root>
    );
  if (!moving) return null;
  const categories = data?.categories ?? [];
  const subTypes = categories.find((c) => c.id === values.categoryId)?.sousTypes ?? [];
  return (
    <Stack gap="3">
      <Field.Root invalid={!!error} required>
        <Field.Label>Catégorie</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={values.categoryId}
            onChange={(e) => onChange({ ...values, categoryId: e.target.value, subTypeId: "" })}
          >
            <option value="">{data ? "Sélectionnez une catégorie" : "Chargement des catégories…"}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nom}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {error && (
          <Field.ErrorText color="red.700" _dark={{ color: "red.300" }}>
            {error}
          </Field.ErrorText>
        )}
      </Field.Root>
      <Field.Root disabled={subTypes.length === 0}>
        <Field.Label _disabled={{ opacity: 1 }}>Sous-type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={values.subTypeId} onChange={(e) => onChange({ ...values, subTypeId: e.target.value })}>
            <option value="">Aucun sous-type</option>
            {subTypes.map((s) => (
              <option key={s.id} value={s.id}>
                {s.nom}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
