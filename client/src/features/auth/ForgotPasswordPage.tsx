import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";
import { EmailRequestForm } from "./EmailRequestForm.tsx";

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { success message } }
`);

export function ForgotPasswordPage() {
  const [request] = useMutation(RequestPasswordResetMutation);
  return (
    <EmailRequestForm
      title="Mot de passe oublié"
      intro="Saisissez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      sentText={(email) => `Si un compte existe pour ${email}, un lien de réinitialisation valable 1 heure vient de lui être envoyé.`}
      send={(email) => request({ variables: { email } })}
    />
  );
}
