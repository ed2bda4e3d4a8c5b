import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Box, Button, Field, Flex, Heading, Input, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../lib/errors.ts";
import { toastError, toastSuccess } from "../../components/ui/admin-toaster.tsx";
import { validateInvite } from "./validation.ts";
import { Form } from "../../components/ui/Form.tsx";

const InviteAdminMutation = graphql(`
  mutation InviteAdmin($email: String!, $nom: String, $prenom: String) {
    inviteAdmin(email: $email, nom: $nom, prenom: $prenom) { success message }
  }
`);

/** /admin/utilisateurs/add: a super admin invites an administrator by email (SPEC §2). */
export function InviteAdminPage() {
  const [email, setEmail] = useState("");
  const [prenom, setPrenom] = useState("");
  const [nom, setNom] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [invite, { loading }] = useMutation(InviteAdminMutation, { refetchQueries: ["AdminList"] });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateInvite(email);
    setError(invalid);
    if (invalid) return;
    try {
      const { data } = await invite({ variables: { email: email.trim(), nom: nom.trim(), prenom: prenom.trim() } });
      toastSuccess(data?.inviteAdmin.message || "Administrateur créé avec succès ! Un email d'invitation a été envoyé.");
      setEmail("");
      setPrenom("");
      setNom("");
    } catch (err) {
      toastError(errorMessage(err, "Erreur lors de la création de l'administrateur"));
    }
  }

  return (
    <Stack gap="5" maxW="xl">
      <Box>
        <Heading as="h1" size="2xl">
          Inviter un administrateur
        </Heading>
        <Text color="fg.muted">Un email d'invitation lui permettra de rejoindre le back-office.</Text>
      </Box>
      <Form onSubmit={submit} noValidate gap="4" bg="surface.card" borderWidth="1px" borderRadius="xl" p={{ base: "4", md: "6" }}>
        <Field.Root>
          <Field.Label>Adresse email</Field.Label>
          <Input
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="prenom.nom@exemple.com"
          />
        </Field.Root>
        <Flex gap="4" direction={{ base: "column", md: "row" }}>
          <Field.Root>
            <Field.Label>Prénom (facultatif)</Field.Label>
            <Input autoComplete="off" maxLength={100} value={prenom} onChange={(e) => setPrenom(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Nom (facultatif)</Field.Label>
            <Input autoComplete="off" maxLength={100} value={nom} onChange={(e) => setNom(e.target.value)} />
          </Field.Root>
        </Flex>
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>
            L'administrateur invité reçoit un email : il doit vérifier son adresse email et créer son mot de passe avant de pouvoir se
            connecter.
          </Alert.Description>
        </Alert.Root>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={loading}>
          Envoyer l'invitation
        </Button>
      </Form>
      <Link asChild color="brand.fg" textStyle="sm">
        <RouterLink to="/admin/utilisateurs">Retour à la liste des administrateurs</RouterLink>
      </Link>
    </Stack>
  );
}
