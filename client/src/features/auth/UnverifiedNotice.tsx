import { useState } from "react";
import { Alert, Button, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";

const ResendVerificationMutation = graphql(`
  mutation ResendVerification($identifiant: String!) { resendVerification(identifiant: $identifiant) { success message } }
`);

/** SPEC §4/§8: an unverified login offers to resend; the confirmation shows whatever the outcome. */
export function UnverifiedNotice({ identifiant }: { identifiant: string }) {
  const [sent, setSent] = useState(false);
  const [resend, { loading }] = useMutation(ResendVerificationMutation);

  if (sent) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>Email/SMS de vérification envoyé !</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="warning" colorPalette="orange" role="alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>Compte non vérifié</Alert.Title>
        <Alert.Description>Vérifiez votre email avant de vous connecter, ou recevez un nouveau lien de vérification.</Alert.Description>
        <Button
          size="sm"
          alignSelf="start"
          variant="outline"
          colorPalette="orange"
          loading={loading}
          onClick={() => {
            resend({ variables: { identifiant } })
              .catch(() => {})
              .finally(() => setSent(true));
          }}
        >
          Renvoyer l'email de vérification
        </Button>
      </Stack>
    </Alert.Root>
  );
}
