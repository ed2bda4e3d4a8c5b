import { useState, type FormEvent } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { Alert, Button, Field, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorCode, errorMessage } from "../../lib/errors.ts";
import { PasswordInput } from "../../components/ui/PasswordInput.tsx";
import { validateReset } from "./validation.ts";
import { Form } from "../../components/ui/Form.tsx";

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) { success message } }
`);

/** A refused token (unknown, used or expired) is the link's fault, not the password's. */
const isTokenRefusal = (error: unknown) =>
  ["NOT_FOUND", "UNAUTHENTICATED", "FORBIDDEN"].includes(errorCode(error) ?? "") || /lien|token|jeton/i.test(errorMessage(error, ""));

/** /admin/reset-password?token=… (and &invitation=1: an invited admin creates a first password). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const invitation = params.get("invitation") === "1";
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [invalidLink, setInvalidLink] = useState<string | null>(token ? null : "Token de réinitialisation manquant");
  const [done, setDone] = useState<string | null>(null);
  const [reset, { loading }] = useMutation(ResetPasswordMutation);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateReset(token, password, confirmation);
    setError(invalid);
    if (invalid || !token) return;
    try {
      const { data } = await reset({ variables: { token, newPassword: password } });
      if (!data) throw new Error("Réponse inattendue du serveur");
      setDone(data.resetPassword.message);
    } catch (err) {
      if (isTokenRefusal(err)) setInvalidLink(errorMessage(err, "Ce lien n'est plus valable."));
      else setError(errorMessage(err, "Une erreur est survenue lors de la réinitialisation"));
    }
  }

  const loginLink = (
    <Button asChild colorPalette="brand">
      <RouterLink to="/admin/login">Se connecter</RouterLink>
    </Button>
  );
  if (invalidLink) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Lien invalide
        </Heading>
        <Text>{invalidLink}</Text>
        <Link asChild color="brand.fg">
          <RouterLink to="/admin/forgot-password">Demander un nouveau lien</RouterLink>
        </Link>
      </Stack>
    );
  }
  if (done) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {invitation ? "Compte activé" : "Mot de passe modifié"}
        </Heading>
        <Text>{done}</Text>
        {loginLink}
      </Stack>
    );
  }
  return (
    <Form onSubmit={submit} noValidate gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {invitation ? "Créer votre mot de passe" : "Réinitialiser le mot de passe"}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {invitation
            ? "Bienvenue ! Choisissez le mot de passe de votre compte administrateur (au moins 8 caractères)."
            : "Choisissez un nouveau mot de passe (au moins 8 caractères)."}
        </Text>
      </Stack>
      <Field.Root>
        <Field.Label>Nouveau mot de passe</Field.Label>
        <PasswordInput autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Confirmer le mot de passe</Field.Label>
        <PasswordInput autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
      </Field.Root>
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <Button type="submit" colorPalette="brand" loading={loading}>
        {invitation ? "Créer mon mot de passe" : "Réinitialiser le mot de passe"}
      </Button>
    </Form>
  );
}
