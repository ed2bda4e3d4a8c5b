import { useState, type FormEvent } from "react";
import { Alert, Box, Button, Field, Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../lib/errors.ts";
import { PasswordInput } from "../../components/ui/PasswordInput.tsx";
import { toastError } from "../../components/ui/admin-toaster.tsx";
import { validatePasswordChange } from "./validation.ts";
import { useFlash } from "./useFlash.ts";
import { Form } from "../../components/ui/Form.tsx";

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) { success message }
  }
`);

const TIPS = [
  "Utilisez au moins 8 caractères, en mélangeant lettres, chiffres et symboles.",
  "N'utilisez pas le même mot de passe que sur d'autres sites.",
  "Évitez les informations faciles à deviner (date de naissance, nom de la boutique).",
  "Ne communiquez jamais votre mot de passe, même à un collègue.",
];

/** Sécurité tab: change password; the button waits for the three fields (SPEC §5). */
export function PasswordForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useFlash();
  const [change, { loading }] = useMutation(ChangePasswordMutation);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validatePasswordChange(current, next, confirmation);
    setError(invalid);
    if (invalid) return;
    try {
      await change({ variables: { currentPassword: current, newPassword: next, confirmPassword: confirmation } });
      setCurrent("");
      setNext("");
      setConfirmation("");
      setSuccess("Mot de passe modifié avec succès");
    } catch (err) {
      toastError(errorMessage(err, "Erreur lors du changement de mot de passe"));
    }
  }

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" pt="4">
      <Form onSubmit={submit} noValidate gap="4">
        <Field.Root>
          <Field.Label>Mot de passe actuel</Field.Label>
          <PasswordInput autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Nouveau mot de passe</Field.Label>
          <PasswordInput autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Confirmer le nouveau mot de passe</Field.Label>
          <PasswordInput autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
        </Field.Root>
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {success && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{success}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={loading} disabled={!current || !next || !confirmation}>
          Changer le mot de passe
        </Button>
      </Form>
      <Box bg="brand.subtle" borderRadius="lg" p="4">
        <Heading as="h2" size="sm" mb="2">
          Conseils de sécurité
        </Heading>
        <Stack as="ul" gap="2" textStyle="sm" ps="4" listStyleType="disc">
          {TIPS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </Stack>
      </Box>
    </SimpleGrid>
  );
}
