import { Badge, Box, Flex, Heading, Skeleton, Stack, Tabs, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { formatDate, formatDateTime } from "../../lib/dates.ts";
import { errorMessage } from "../../lib/errors.ts";
import { ErrorState } from "../../components/ui/States.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import { PasswordForm } from "./PasswordForm.tsx";

const AccountQuery = graphql(`
  query Account {
    me { id nomComplet email typeUtilisateur createdAt derniereConnexion ...ProfileForm_user }
  }
`);

/** /admin/compte: who I am, my profile and my password (SPEC §2 Profile). */
export function ProfilePage() {
  // Always asked again: the header shows the last connection, which changes at every login.
  const { data, loading, error, refetch } = useQuery(AccountQuery, { fetchPolicy: "cache-and-network" });
  const me = data?.me;

  if (!me && loading)
    return (
      <Stack gap="4">
        <Skeleton h="24" />
        <Skeleton h="64" />
      </Stack>
    );
  if (!me) {
    return (
      <ErrorState
        title="Erreur lors du chargement du profil"
        message={errorMessage(error, "Impossible de charger le profil")}
        onRetry={() => refetch()}
      />
    );
  }
  const superAdmin = me.typeUtilisateur === "SUPER_ADMIN";
  return (
    <Stack gap="6" maxW="4xl">
      <Flex
        as="section"
        bg="surface.card"
        borderWidth="1px"
        borderRadius="xl"
        p={{ base: "4", md: "6" }}
        gap="4"
        align="center"
        wrap="wrap"
      >
        <Flex
          boxSize="14"
          borderRadius="full"
          bg="brand.muted"
          color="brand.fg"
          align="center"
          justify="center"
          fontWeight="bold"
          fontSize="xl"
          aria-hidden
        >
          {me.nomComplet
            .split(/\s+/)
            .map((w) => w[0])
            .join("")
            .slice(0, 2)
            .toUpperCase()}
        </Flex>
        <Box flex="1" minW="0">
          <Heading as="h1" size="xl" truncate>
            {me.nomComplet}
          </Heading>
          <Text color="fg.muted" truncate>
            {me.email}
          </Text>
          <Flex gap="3" mt="2" wrap="wrap" align="center" textStyle="sm" color="fg.muted">
            <Badge colorPalette={superAdmin ? "purple" : "blue"}>{superAdmin ? "Super Administrateur" : "Administrateur"}</Badge>
            <Text>Membre depuis {formatDate(me.createdAt)}</Text>
            <Text>Dernière connexion : {me.derniereConnexion ? formatDateTime(me.derniereConnexion) : "—"}</Text>
          </Flex>
        </Box>
      </Flex>

      <Tabs.Root defaultValue="profil" variant="line" colorPalette="brand" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="profil">Profil</Tabs.Trigger>
          <Tabs.Trigger value="securite">Sécurité</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profil">
          <ProfileForm user={me} superAdmin={superAdmin} />
        </Tabs.Content>
        <Tabs.Content value="securite">
          <PasswordForm />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
