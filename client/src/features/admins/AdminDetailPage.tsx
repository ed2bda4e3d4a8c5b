import { Link as RouterLink, useParams } from "react-router";
import { Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { formatDate, formatDateTime } from "../../lib/dates.ts";
import { errorMessage } from "../../lib/errors.ts";
import { useBreadcrumbLabel } from "../../lib/breadcrumb-label.tsx";
import { InfoList } from "../../components/ui/InfoList.tsx";
import { EmptyState, ErrorState } from "../../components/ui/States.tsx";
import { STATUS_BADGE } from "./stats.ts";
import { ResendInvitationButton } from "./ResendInvitationButton.tsx";

const AdminDetailQuery = graphql(`
  query AdminDetail($id: ID!) {
    admin(id: $id) {
      id email nomComplet numero dateNaissance typeUtilisateur statut emailVerifie derniereConnexion createdAt
      connexions(limit: 10) { id date ip userAgent }
    }
  }
`);

/** /admin/utilisateurs/{id}: one administrator and their last connections. */
export function AdminDetailPage() {
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminDetailQuery, { variables: { id }, fetchPolicy: "cache-and-network" });
  const admin = data?.admin;
  useBreadcrumbLabel(admin?.nomComplet);

  if (!admin && loading)
    return (
      <Stack gap="4">
        <Skeleton h="24" />
        <Skeleton h="48" />
      </Stack>
    );
  if (!admin)
    return (
      <ErrorState
        title="Administrateur introuvable"
        message={errorMessage(error, "Impossible de charger l'administrateur")}
        onRetry={() => refetch()}
      />
    );

  const superAdmin = admin.typeUtilisateur === "SUPER_ADMIN";
  const rows: [string, string][] = [
    ["Email", admin.email],
    ["Téléphone", admin.numero ?? "—"],
    ["Date de naissance", admin.dateNaissance ?? "—"],
    ["Membre depuis", formatDate(admin.createdAt)],
    ["Dernière connexion", admin.derniereConnexion ? formatDateTime(admin.derniereConnexion) : "Jamais connecté"],
    ["Email vérifié", admin.emailVerifie ? "Oui" : "Non"],
  ];
  return (
    <Stack gap="6" maxW="4xl">
      <Box>
        <Heading as="h1" size="2xl">
          {admin.nomComplet}
        </Heading>
        <Flex gap="2" mt="2" wrap="wrap">
          <Badge colorPalette={superAdmin ? "purple" : "blue"}>{superAdmin ? "Super Admin" : "Admin"}</Badge>
          <Badge colorPalette={STATUS_BADGE[admin.statut].palette}>{STATUS_BADGE[admin.statut].label}</Badge>
        </Flex>
      </Box>
      <Box bg="surface.card" borderWidth="1px" borderRadius="xl" p={{ base: "4", md: "6" }}>
        <InfoList items={rows} />
      </Box>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Dernières connexions
        </Heading>
        {admin.connexions.length === 0 ? (
          <EmptyState title="Aucune connexion enregistrée" />
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {admin.connexions.map((c) => (
              <Flex
                as="li"
                key={c.id}
                bg="surface.card"
                borderWidth="1px"
                borderRadius="md"
                px="4"
                py="2"
                gap={{ base: "1", md: "4" }}
                direction={{ base: "column", md: "row" }}
                textStyle="sm"
              >
                <Text fontWeight="medium" whiteSpace="nowrap">
                  {formatDateTime(c.date)}
                </Text>
                <Text color="fg.muted">{c.ip ?? "Adresse inconnue"}</Text>
                <Text color="fg.muted" truncate flex="1" title={c.userAgent ?? undefined}>
                  {c.userAgent ?? "Navigateur inconnu"}
                </Text>
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
      <Flex gap="2" wrap="wrap">
        <ResendInvitationButton admin={admin} size="md" />
        <Button asChild variant="outline">
          <RouterLink to="/admin/utilisateurs">Retour à la liste</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}
