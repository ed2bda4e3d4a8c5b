import { useState, type FormEvent } from "react";
import { Alert, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { graphql, getFragmentData, type FragmentType } from "../../gql";
import type { ProfileForm_UserFragment } from "../../gql/graphql";
import { errorMessage, errorStatus } from "../../lib/errors.ts";
import { DIAL_CODES, splitPhone } from "../../lib/phone.ts";
import { InfoList } from "../../components/ui/InfoList.tsx";
import { toastError } from "../../components/ui/admin-toaster.tsx";
import { validateProfile, type ProfileDraft } from "./validation.ts";
import { useFlash } from "./useFlash.ts";
import { Form } from "../../components/ui/Form.tsx";

export const ProfileForm_user = graphql(`
  fragment ProfileForm_user on AdminUser { id nom prenom nomComplet email numero dateNaissance }
`);

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) { id nomComplet email ...ProfileForm_user }
  }
`);

type User = ProfileForm_UserFragment;

function draftOf(user: User): ProfileDraft {
  const { dialCode, number } = splitPhone(user.numero);
  return {
    nom: user.nom,
    prenom: user.prenom,
    nomComplet: user.nomComplet,
    email: user.email,
    dialCode,
    phone: number,
    dateNaissance: user.dateNaissance ?? "",
  };
}

/** Profil tab: read mode, then an edit mode with Annuler / Sauvegarder (SPEC §5 profile rules). */
export function ProfileForm({ superAdmin, ...props }: { user: FragmentType<typeof ProfileForm_user>; superAdmin: boolean }) {
  const user = getFragmentData(ProfileForm_user, props.user);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(user));
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useFlash();
  const [update, { loading }] = useMutation(UpdateProfileMutation);
  const set = (field: keyof ProfileDraft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));

  function startEditing() {
    setDraft(draftOf(user));
    setError(null);
    setSuccess(null);
    setEditing(true);
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const checked = validateProfile(draft, superAdmin);
    if ("error" in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    try {
      await update({ variables: { input: checked.input } });
      setEditing(false);
      setSuccess("Profil mis à jour avec succès");
    } catch (err) {
      toastError(`${errorMessage(err, "Erreur lors de la mise à jour")} (Code: ${errorStatus(err)})`);
    }
  }

  const successAlert = success && (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Title>{success}</Alert.Title>
    </Alert.Root>
  );
  if (!editing) {
    const phone = user.numero ? `${splitPhone(user.numero).dialCode} ${splitPhone(user.numero).number}` : "—";
    return (
      <Stack gap="5" pt="4">
        {successAlert}
        <InfoList
          items={[
            ["Nom", user.nom],
            ["Prénom", user.prenom],
            ["Nom complet", user.nomComplet],
            ["Email", user.email],
            ["Téléphone", phone],
            ["Date de naissance", user.dateNaissance || "—"],
          ]}
        />
        <Button alignSelf="start" colorPalette="brand" onClick={startEditing}>
          Modifier
        </Button>
      </Stack>
    );
  }
  return (
    <Form onSubmit={save} noValidate gap="5" pt="4">
      {superAdmin && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>
            En tant que super administrateur, vous ne pouvez pas modifier votre adresse email ni votre numéro de téléphone.
          </Alert.Description>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root>
          <Field.Label>Nom</Field.Label>
          <Input value={draft.nom} onChange={set("nom")} autoComplete="family-name" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Prénom</Field.Label>
          <Input value={draft.prenom} onChange={set("prenom")} autoComplete="given-name" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Nom complet</Field.Label>
          <Input value={draft.nomComplet} onChange={set("nomComplet")} autoComplete="name" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Date de naissance</Field.Label>
          <Input type="date" value={draft.dateNaissance} onChange={set("dateNaissance")} />
        </Field.Root>
        <Field.Root disabled={superAdmin}>
          <Field.Label>Email</Field.Label>
          <Input type="email" value={draft.email} onChange={set("email")} autoComplete="email" />
        </Field.Root>
        <Field.Root disabled={superAdmin}>
          <Field.Label>Téléphone</Field.Label>
          <HStack w="full" gap="2">
            <NativeSelect.Root w="8.5rem" flexShrink={0} disabled={superAdmin}>
              <NativeSelect.Field aria-label="Indicatif" value={draft.dialCode} onChange={set("dialCode")}>
                {DIAL_CODES.map((d) => (
                  <option key={d.code} value={d.code}>
                    {d.flag} {d.code}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Input
              aria-label="Téléphone"
              type="tel"
              inputMode="numeric"
              value={draft.phone}
              onChange={set("phone")}
              autoComplete="tel-national"
            />
          </HStack>
        </Field.Root>
      </SimpleGrid>
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="3">
        <Button
          variant="outline"
          onClick={() => {
            setEditing(false);
            setError(null);
          }}
          disabled={loading}
        >
          Annuler
        </Button>
        <Button type="submit" colorPalette="brand" loading={loading}>
          Sauvegarder
        </Button>
      </HStack>
    </Form>
  );
}
