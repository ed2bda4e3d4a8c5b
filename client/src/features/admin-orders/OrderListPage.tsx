// /admin/commandes (decision 072): the orders, newest first, filtered by status, dates and a search
// (reference, name, phone or product); refreshed every 2 s while the tab is visible so a new order
// shows at once; 'Exporter (CSV)' with the same filters.
import { Link as RouterLink, useSearchParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Grid,
  Heading,
  Input,
  LinkBox,
  LinkOverlay,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { errorMessage } from "../../lib/errors.ts";
import { formatFCFA } from "../../../../contract/format.ts";
import { formatOrderReference } from "../../../../contract/order-reference.ts";
import { exportQuery } from "../../lib/csv-download.ts";
import { EmptyState, ErrorState, LoadingStatus } from "../../components/ui/States.tsx";
import { PaginationBar } from "../../components/ui/PaginationBar.tsx";
import { ExportButton } from "../../components/ui/ExportButton.tsx";
import { useDebouncedUrlField } from "../../lib/useDebouncedUrlField.ts";
import { ADMIN_STATUS_LABELS, orderDateTime, STATUS_PALETTE, type OrderStatus } from "../../lib/order-status.ts";
import { CommandesQuery } from "./queries.ts";
import { nextOrderParams, ORDER_STATUSES, ORDERS_PAGE_SIZE, readOrderParams } from "./list-params.ts";

export const POLL_MS = 2000;
export const skipWhenHidden = () => typeof document !== "undefined" && document.hidden;

export function StatusBadge({ statut }: { statut: OrderStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[statut]} data-testid="status-badge">
      {ADMIN_STATUS_LABELS[statut]}
    </Badge>
  );
}

function ListSkeleton() {
  return (
    <LoadingStatus label="Chargement des commandes…">
      <Stack gap="2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h="16" borderRadius="lg" />
        ))}
      </Stack>
    </LoadingStatus>
  );
}

export function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const filters = readOrderParams(params);
  const update = (changes: Record<string, string | number | null>) =>
    setParams(nextOrderParams(new URLSearchParams(window.location.search), changes));
  const [search, setSearch] = useDebouncedUrlField(filters.search ?? "", 500, (text) => update({ search: text }));
  const { data, previousData, loading, error, refetch } = useQuery(CommandesQuery, {
    variables: {
      statut: filters.statut,
      search: filters.search,
      page: filters.page,
      limit: ORDERS_PAGE_SIZE,
      du: filters.du,
      au: filters.au,
    },
    fetchPolicy: "cache-and-network",
    pollInterval: POLL_MS,
    skipPollAttempt: skipWhenHidden,
  });
  const shown = data ?? (loading ? previousData : undefined);
  const list = shown?.commandes;
  const exportPath = `/api/v1/commandes/export.csv${exportQuery({ statut: filters.statut, search: filters.search, du: filters.du, au: filters.au })}`;

  return (
    <Stack gap="5">
      <Flex justify="space-between" align={{ md: "center" }} gap="3" direction={{ base: "column", md: "row" }}>
        <Box>
          <Heading as="h1" size="2xl">
            Commandes
          </Heading>
          <Text color="fg.muted">Les commandes reçues par WhatsApp</Text>
          {list && (
            <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="order-count">
              {list.pagination.total} commande{list.pagination.total > 1 ? "s" : ""}
            </Text>
          )}
        </Box>
        <Wrap gap="2">
          <Button asChild colorPalette="brand" minH="11">
            <RouterLink to="/admin/commandes/depuis-message">Enregistrer depuis un message</RouterLink>
          </Button>
          <ExportButton path={exportPath} fileName="commandes.csv" />
        </Wrap>
      </Flex>
      <Grid
        as="form"
        role="search"
        aria-label="Filtrer les commandes"
        onSubmit={(e) => e.preventDefault()}
        gap="3"
        templateColumns={{ base: "1fr 1fr", md: "2fr 1fr 1fr 1fr" }}
      >
        <Field.Root gridColumn={{ base: "span 2", md: "auto" }}>
          <Field.Label>Rechercher</Field.Label>
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Référence, nom, téléphone ou produit"
            minH="11"
            maxLength={100}
          />
        </Field.Root>
        <Field.Root gridColumn={{ base: "span 2", md: "auto" }}>
          <Field.Label>Statut</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={filters.statut ?? ""} onChange={(e) => update({ statut: e.target.value })} minH="11">
              <option value="">Tous</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ADMIN_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Du</Field.Label>
          <Input
            type="date"
            value={filters.du ?? ""}
            max={filters.au ?? undefined}
            onChange={(e) => update({ du: e.target.value })}
            minH="11"
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Au</Field.Label>
          <Input
            type="date"
            value={filters.au ?? ""}
            min={filters.du ?? undefined}
            onChange={(e) => update({ au: e.target.value })}
            minH="11"
          />
        </Field.Root>
      </Grid>
      {error && !list ? (
        <ErrorState
          title="Erreur de chargement"
          message={errorMessage(error, "Erreur lors du chargement des commandes")}
          onRetry={() => void refetch()}
        />
      ) : !list ? (
        <ListSkeleton />
      ) : list.items.length === 0 ? (
        <EmptyState title="Aucune commande trouvée" />
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Liste des commandes">
          {list.items.map((o) => (
            <LinkBox
              as="li"
              key={o.id}
              bg="surface.card"
              borderWidth="1px"
              borderRadius="lg"
              px="4"
              py="3"
              _hover={{ borderColor: "brand.solid" }}
              data-testid="order-row"
            >
              <Grid
                templateColumns={{ base: "1fr auto", md: "9rem 11rem 1fr 6rem 8rem 7rem" }}
                gap={{ base: "1", md: "3" }}
                alignItems="center"
              >
                <LinkOverlay asChild fontWeight="bold" fontFamily="mono">
                  <RouterLink to={`/admin/commandes/${formatOrderReference(o.reference)}`}>{formatOrderReference(o.reference)}</RouterLink>
                </LinkOverlay>
                <Box justifySelf={{ base: "end", md: "start" }} order={{ base: 2, md: 6 }}>
                  <StatusBadge statut={o.statut as OrderStatus} />
                </Box>
                <Text fontSize="sm" color="fg.muted" order={{ base: 3, md: 2 }}>
                  {orderDateTime(o.creeLe)}
                </Text>
                <Text fontSize="sm" truncate order={{ base: 4, md: 3 }} textAlign={{ base: "end", md: "start" }}>
                  {o.client.nom || o.client.telephone || "Client non renseigné"}
                </Text>
                <Text fontSize="sm" order={{ base: 5, md: 4 }}>
                  {o.nombreArticles} article{o.nombreArticles > 1 ? "s" : ""}
                </Text>
                <Text fontWeight="semibold" order={{ base: 6, md: 5 }} textAlign={{ base: "end", md: "start" }} whiteSpace="nowrap">
                  {formatFCFA(o.total)}
                </Text>
              </Grid>
            </LinkBox>
          ))}
        </Stack>
      )}
      {list && <PaginationBar current={list.pagination.page} pages={list.pagination.pages} onPage={(page) => update({ page })} />}
    </Stack>
  );
}
