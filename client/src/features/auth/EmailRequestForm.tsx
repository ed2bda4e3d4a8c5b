import { useState, type FormEvent, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Button, Field, Heading, Input, Link, Stack, Text } from "@chakra-ui/react";
import { validateEmailRequest } from "./validation.ts";
import { Form } from "../../components/ui/Form.tsx";

interface Props {
  title: string;
  intro: string;
  sentText: (email: string) => ReactNode;
  /** Failures are swallowed: the answer never says whether the account exists (SPEC §4). */
  send(email: string): Promise<unknown>;
}

/** The forgotten-password and verification request pages: one email, then a generic 'Email envoyé'. */
export function EmailRequestForm({ title, intro, sentText, send }: Props) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateEmailRequest(email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    await send(email.trim()).catch(() => {});
    setBusy(false);
    setSentTo(email.trim());
  }

  const backToLogin = (
    <Link asChild color="brand.fg" textStyle="sm">
      <RouterLink to="/admin/login">Retour à la connexion</RouterLink>
    </Link>
  );
  if (sentTo) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Email envoyé
        </Heading>
        <Text>{sentText(sentTo)}</Text>
        {backToLogin}
      </Stack>
    );
  }
  return (
    <Form onSubmit={submit} noValidate gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {intro}
        </Text>
      </Stack>
      <Field.Root>
        <Field.Label>Adresse email</Field.Label>
        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="vous@exemple.com" />
      </Field.Root>
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <Button type="submit" colorPalette="brand" loading={busy}>
        Envoyer le lien
      </Button>
      {backToLogin}
    </Form>
  );
}
