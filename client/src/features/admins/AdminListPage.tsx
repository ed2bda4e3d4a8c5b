import { useEffect, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { Badge, Box, Button, Flex, Heading, Input, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import type { AdminListQuery } from "../../gql/graphql";
import { formatDateTime } from "../../lib/dates.ts";
import { errorMessage } from "../../lib/errors.ts";
import { useSession } from "../../lib/auth/session.tsx";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog.tsx";
import { EmptyState, ErrorState, LoadingStatus } from "../../components/ui/States.tsx";
import { toastError, toastSuccess } from "../../components/ui/admin-toaster.tsx";
import { STATUS_BADGE, adminStats, canBlock } from "./stats.ts";
import { ResendInvitationButton } from "./ResendInvitationButton.tsx";

const AdminListQueryDoc = graphql(`
  query AdminList($search: String) {
    admins(search: $search) { id email nomComplet typeUtilisateur statut derniereConnexion }
  }
`);
const SetAdminStatusMutation = graphql(`
  mutation SetAdminStatus($id: ID!, $action: AdminStatusAction!) {
    setAdminStatus(id: $id, action: $action) { id statut }
  }
`);

type Admin = AdminListQuery["admins"][number];
const SEARCH_DEBOUNCE_MS = 500;

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Box bg="surface.card" borderWidth="1px" borderRadius="lg" p="4">
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="2xl" fontWeight="bold">
        {value}
      </Text>
    </Box>
  );
}

function AdminRow({ admin, self, onToggle }: { admin: Admin; self: boolean; onToggle(): void }) {
  const blockable = canBlock(admin);
  return (
    <Flex
      as="li"
      bg="surface.card"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      gap="3"
      align={{ md: "center" }}
      direction={{ base: "column", md: "row" }}
    >
      <Box flex="1" minW="0">
        <Text fontWeight="semibold" truncate>
          {admin.nomComplet}
        </Text>
        {admin.nomComplet !== admin.email && (
          <Text textStyle="sm" color="fg.muted" truncate>
            {admin.email}
          </Text>
        )}
        <Flex gap="2" mt="2" wrap="wrap">
          <Badge colorPalette={admin.typeUtilisateur === "SUPER_ADMIN" ? "purple" : "blue"}>
            {admin.typeUtilisateur === "SUPER_ADMIN" ? "Super Admin" : "Admin"}
          </Badge>
          <Badge colorPalette={STATUS_BADGE[admin.statut].palette}>{STATUS_BADGE[admin.statut].label}</Badge>
        </Flex>
      </Box>
      <Text textStyle="sm" color="fg.muted" minW={{ md: "14rem" }}>
        {admin.derniereConnexion ? `Dernière connexion : ${formatDateTime(admin.derniereConnexion)}` : "Jamais connecté"}
      </Text>
      <Flex gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <RouterLink to={`/admin/utilisateurs/${admin.id}`}>Voir</RouterLink>
        </Button>
        <ResendInvitationButton admin={admin} />
        {!self && (
          <Button size="sm" variant={blockable ? "outline" : "solid"} colorPalette={blockable ? "red" : "green"} onClick={onToggle}>
            {blockable ? "Bloquer" : "Débloquer"}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

/** /admin/utilisateurs: the administrators, their state, block and unblock (SPEC §2). */
export function AdminListPage() {
  const { user } = useSession();
  // The search is kept in the address (?q=…), so reload and back keep it.
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get("q") ?? "");
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if ((params.get("q") ?? "") !== term) setParams(term ? { q: term } : {}, { replace: true });
  }, [term, params, setParams]);
  const all = useQuery(AdminListQueryDoc, { fetchPolicy: "cache-and-network" });
  const found = useQuery(AdminListQueryDoc, { variables: { search: term }, skip: !term });
  const [target, setTarget] = useState<Admin | null>(null);
  const [setStatus, { loading: toggling }] = useMutation(SetAdminStatusMutation);

  const list = term ? found : all;
  const admins = list.data?.admins;
  const stats = adminStats(all.data?.admins ?? []);

  async function confirmToggle() {
    if (!target) return;
    const block = canBlock(target);
    try {
      await setStatus({
        variables: { id: target.id, action: block ? "BLOCK" : "UNBLOCK" },
        refetchQueries: [AdminListQueryDoc],
        awaitRefetchQueries: true,
      });
      toastSuccess(block ? "Administrateur bloqué" : "Administrateur débloqué");
    } catch (err) {
      toastError(errorMessage(err, "Erreur lors du changement de statut"));
    }
    setTarget(null);
  }

  return (
    <Stack gap="5">
      <Flex justify="space-between" align={{ md: "center" }} gap="3" direction={{ base: "column", md: "row" }}>
        <Box>
          <Heading as="h1" size="2xl">
            Utilisateurs
          </Heading>
          <Text color="fg.muted">Les administrateurs du back-office</Text>
        </Box>
        <Button asChild colorPalette="brand">
          <RouterLink to="/admin/utilisateurs/add">Inviter un administrateur</RouterLink>
        </Button>
      </Flex>

      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <StatCard label="Total" value={stats.total} />
        <StatCard label="Actifs" value={stats.actifs} />
        <StatCard label="Bloqués" value={stats.bloques} />
        <StatCard label="Super Admins" value={stats.superAdmins} />
      </SimpleGrid>

      <Input
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Rechercher par email ou nom complet"
        aria-label="Rechercher par email ou nom complet"
        bg="surface.card"
      />

      {!admins && list.loading ? (
        <LoadingStatus>
          <Stack gap="2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="20" borderRadius="lg" />
            ))}
          </Stack>
        </LoadingStatus>
      ) : !admins ? (
        <ErrorState
          title="Erreur lors du chargement des administrateurs"
          message={errorMessage(list.error, "Impossible de charger les administrateurs")}
          onRetry={() => list.refetch()}
        />
      ) : admins.length === 0 ? (
        <EmptyState title="Aucun administrateur trouvé" />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {admins.map((a) => (
            <AdminRow key={a.id} admin={a} self={a.id === user?.id} onToggle={() => setTarget(a)} />
          ))}
        </Stack>
      )}

      <ConfirmDialog
        open={target !== null}
        title={target && canBlock(target) ? "Bloquer cet administrateur ?" : "Débloquer cet administrateur ?"}
        description={
          target && canBlock(target)
            ? `${target.nomComplet} ne pourra plus se connecter et sa session en cours sera fermée.`
            : `${target?.nomComplet ?? ""} pourra de nouveau se connecter à l'administration.`
        }
        confirmLabel={target && canBlock(target) ? "Bloquer" : "Débloquer"}
        destructive={target ? canBlock(target) : false}
        busy={toggling}
        onConfirm={confirmToggle}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
