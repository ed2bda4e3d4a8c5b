import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { Button, Heading, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../lib/errors.ts";

const VerifyAccountMutation = graphql(`
  mutation VerifyAccount($token: String!) { verifyAccount(token: $token) { success message } }
`);

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** /admin/verify-account?token=…: checks the link as soon as the page opens. */
export function VerifyAccountPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [verify] = useMutation(VerifyAccountMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, message: "Token de vérification manquant" });
  // The link is single-use: a second call (StrictMode, re-render) would report it as already used.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    verify({ variables: { token } })
      .then(({ data }) => setOutcome({ ok: true, message: data?.verifyAccount.message ?? "Votre compte est vérifié." }))
      .catch((err) => setOutcome({ ok: false, message: errorMessage(err, "Une erreur est survenue lors de la vérification") }));
  }, [token, verify]);

  if (!outcome) {
    return (
      <Stack role="status" align="center" gap="4" py="6">
        <Spinner color="brand.solid" aria-hidden="true" />
        <Text>Vérification en cours...</Text>
      </Stack>
    );
  }
  if (outcome.ok) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Vérification réussie
        </Heading>
        <Text>{outcome.message}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/admin/login">Se connecter</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Échec de la vérification
      </Heading>
      <Text>{outcome.message}</Text>
      <Link asChild color="brand.fg">
        <RouterLink to="/admin/verification">Demander un nouvel email de vérification</RouterLink>
      </Link>
    </Stack>
  );
}
