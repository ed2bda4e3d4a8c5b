import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Button, chakra, Field, Flex, IconButton, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { Form } from "../../components/ui/Form.tsx";
import { LeaveGuard } from "../../components/ui/LeaveGuard.tsx";
import { CATEGORY_LIMITS, counterWarns, validateCategory, type CategoryDraft } from "./rules.ts";

export const EMPTY_DRAFT: CategoryDraft = { nom: "", description: "", types: [], masquee: false };

interface Props {
  initial: CategoryDraft;
  mode: "create" | "edit";
  /** Resolves null when saved (a create then starts over, an edit stops guarding before it leaves),
   * else the server's French refusal, shown in the form (such as a removed type that products use). */
  onSave(draft: CategoryDraft): Promise<string | null>;
}

function Counter({ length, limit }: { length: number; limit: number }) {
  const warn = counterWarns(length, limit);
  return (
    <Text
      as="span"
      textStyle="xs"
      ms="auto"
      color={warn ? "orange.fg" : "fg.muted"}
      fontWeight={warn ? "semibold" : undefined}
      data-warning={warn || undefined}
    >
      {length}/{limit}
    </Text>
  );
}

function LabelRow({ children, length, limit }: { children: ReactNode; length: number; limit: number }) {
  return (
    <Flex w="full" align="baseline" gap="2">
      <Field.Label>{children}</Field.Label>
      <Counter length={length} limit={limit} />
    </Flex>
  );
}

const sameDraft = (a: CategoryDraft, b: CategoryDraft) =>
  a.nom === b.nom &&
  a.description === b.description &&
  a.masquee === b.masquee &&
  a.types.length === b.types.length &&
  a.types.every((t, i) => t.id === b.types[i].id && t.nom === b.types[i].nom);

/** SPEC §5 category form: name, description, up to 5 types; Ctrl/Cmd+Enter saves. */
export function CategoryForm({ initial, mode, onSave }: Props) {
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = submitted ? validateCategory(draft) : null;
  const dirty = !sameDraft(draft, saved);
  const full = draft.types.length >= CATEGORY_LIMITS.subTypes;

  // Editing a type's text renames it: it keeps its id, so its products stay with it.
  const setType = (index: number, value: string) =>
    setDraft((d) => ({ ...d, types: d.types.map((t, i) => (i === index ? { ...t, nom: value } : t)) }));
  const removeType = (index: number) => setDraft((d) => ({ ...d, types: d.types.filter((_, i) => i !== index) }));
  const addType = () => setDraft((d) => (d.types.length >= CATEGORY_LIMITS.subTypes ? d : { ...d, types: [...d.types, { nom: "" }] }));

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (validateCategory(draft)) return;
    setBusy(true);
    setRefusal(null);
    const failure = await onSave(draft);
    setBusy(false);
    setRefusal(failure);
    if (failure) return;
    const next = mode === "create" ? EMPTY_DRAFT : draft;
    setSaved(next);
    setDraft(next);
    setSubmitted(false);
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <Form
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      gap="5"
      bg="surface.card"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: "4", md: "6" }}
    >
      <LeaveGuard when={dirty && !busy} />
      <Field.Root invalid={!!errors?.nom} required>
        <LabelRow length={draft.nom.length} limit={CATEGORY_LIMITS.name}>
          Nom <Field.RequiredIndicator />
        </LabelRow>
        <Input
          value={draft.nom}
          onChange={(e) => setDraft({ ...draft, nom: e.target.value })}
          placeholder="Ex. Mode femme"
          autoComplete="off"
        />
        <Field.ErrorText>{errors?.nom}</Field.ErrorText>
      </Field.Root>

      <Field.Root invalid={!!errors?.description}>
        <LabelRow length={draft.description.length} limit={CATEGORY_LIMITS.description}>
          Description (facultative)
        </LabelRow>
        {/* No textarea recipe in the theme (importing it would land in the storefront's entry chunk): styled like Input. */}
        <Textarea
          rows={4}
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          w="full"
          px="3"
          py="2"
          textStyle="sm"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          bg="transparent"
          _focusVisible={{ outline: "1px solid", outlineColor: "brand.solid", borderColor: "brand.solid" }}
          _invalid={{ borderColor: "border.error" }}
        />
        <Field.ErrorText>{errors?.description}</Field.ErrorText>
      </Field.Root>

      <Stack as="fieldset" gap="3">
        <Text as="legend" fontWeight="medium" mb="2">
          Types ({draft.types.length}/{CATEGORY_LIMITS.subTypes})
        </Text>
        {draft.types.map((type, i) => (
          <Field.Root key={i} invalid={!!errors?.types[i]}>
            <LabelRow length={type.nom.length} limit={CATEGORY_LIMITS.subTypeName}>
              Type {i + 1}
            </LabelRow>
            <Flex gap="2" w="full">
              <Input value={type.nom} onChange={(e) => setType(i, e.target.value)} autoComplete="off" />
              <IconButton
                type="button"
                variant="outline"
                colorPalette="red"
                minW="11"
                h="11"
                aria-label={`Retirer le type ${i + 1}`}
                onClick={() => removeType(i)}
              >
                ×
              </IconButton>
            </Flex>
            <Field.ErrorText>{errors?.types[i]}</Field.ErrorText>
          </Field.Root>
        ))}
        <Flex gap="3" align="center" wrap="wrap">
          <Button type="button" variant="outline" minH="11" onClick={addType} disabled={full}>
            Ajouter un type
          </Button>
          <Text textStyle="sm" color="fg.muted">
            {full ? "5 types au maximum" : "Facultatif : jusqu'à 5 types, 30 caractères chacun"}
          </Text>
        </Flex>
      </Stack>

      <chakra.label display="flex" alignItems="center" gap="3" minH="11" cursor="pointer">
        <chakra.input
          type="checkbox"
          role="switch"
          checked={draft.masquee}
          onChange={(e) => setDraft((d) => ({ ...d, masquee: e.target.checked }))}
          w="5"
          h="5"
          accentColor="var(--chakra-colors-brand-solid)"
        />
        <span>Masquée</span>
        <Text as="span" textStyle="sm" color="fg.muted">
          absente de la boutique, ses produits aussi
        </Text>
      </chakra.label>

      {refusal && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
      <Flex gap="3" justify="flex-end" wrap="wrap">
        {mode === "edit" && (
          <Button asChild variant="outline" minH="11">
            <RouterLink to="/admin/categories">Annuler</RouterLink>
          </Button>
        )}
        <Button type="submit" colorPalette="brand" minH="11" loading={busy}>
          {mode === "create" ? "Créer la catégorie" : "Sauvegarder"}
        </Button>
      </Flex>
      <Text textStyle="xs" color="fg.muted" textAlign="end">
        Ctrl + Entrée (⌘ + Entrée sur Mac) pour enregistrer
      </Text>
    </Form>
  );
}
