import { Button } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";
import type { StatutCompte } from "../../gql/graphql.ts";
import { errorMessage } from "../../lib/errors.ts";
import { useSession } from "../../lib/auth/session.tsx";
import { toastError, toastSuccess } from "../../components/ui/admin-toaster.tsx";

const ResendInvitationMutation = graphql(`
  mutation ResendInvitation($id: ID!) { renvoyerInvitation(id: $id) { success message } }
`);

/** 'Renvoyer l'invitation' (issue 29 item 5): a super admin's, for an invitee still 'En attente'. */
export function ResendInvitationButton({ admin, size = "sm" }: { admin: { id: string; statut: StatutCompte }; size?: "sm" | "md" }) {
  const { isSuperAdmin } = useSession();
  const [resend, { loading }] = useMutation(ResendInvitationMutation);
  if (!isSuperAdmin || admin.statut !== "EN_ATTENTE") return null;

  async function onClick() {
    try {
      const { data } = await resend({ variables: { id: admin.id } });
      toastSuccess(data?.renvoyerInvitation.message ?? "Invitation renvoyée.");
    } catch (err) {
      toastError(errorMessage(err, "L'invitation n'a pas pu être renvoyée"));
    }
  }
  return (
    <Button size={size} variant="outline" loading={loading} onClick={onClick}>
      Renvoyer l'invitation
    </Button>
  );
}
