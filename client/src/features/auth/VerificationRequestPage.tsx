import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";
import { EmailRequestForm } from "./EmailRequestForm.tsx";

const RequestVerificationMutation = graphql(`
  mutation RequestVerification($identifiant: String!) { resendVerification(identifiant: $identifiant) { success message } }
`);

export function VerificationRequestPage() {
  const [resend] = useMutation(RequestVerificationMutation);
  return (
    <EmailRequestForm
      title="Renvoyer la vérification"
      intro="Saisissez l'adresse email de votre compte : nous vous enverrons un nouveau lien de vérification."
      sentText={(email) =>
        `Si un compte non vérifié correspond à ${email}, un nouveau lien de vérification valable 24 heures vient de lui être envoyé.`
      }
      send={(email) => resend({ variables: { identifiant: email } })}
    />
  );
}
