// The dashboard's orders (decision 072): today and 7 days, confirmed sales over 7 and 30 days,
// the average basket, best sellers (30 days) and low stock (≤ 3), each product linked to its page.
import { Link as RouterLink } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Box, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { dashboardDays } from "../../../../contract/dashboard-days.ts";
import { formatFCFA } from "../../../../contract/format.ts";
import { errorMessage } from "../../lib/errors.ts";
import { EmptyState, ErrorState, LoadingStatus } from "../../components/ui/States.tsx";
import { Panel } from "../../components/ui/Panel.tsx";
import { graphql } from "../../gql";

const TableauCommandesQuery = graphql(`
  query TableauCommandes {
    tableauCommandes {
      commandesAujourdhui commandes7Jours ventes7Jours ventes30Jours panierMoyen
      meilleuresVentes { produitId nom quantite produit { id } }
      stocksBas { id nom stock }
    }
  }
`);

/** A count opens the orders list it counts (issue 29 item 6); a sum of sales has no list to open. */
function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <LinkBox as="li" bg="surface.card" borderWidth="1px" borderRadius="xl" p="4" _hover={to ? { borderColor: "brand.solid" } : undefined}>
      {to ? (
        <LinkOverlay asChild textStyle="sm" color="fg.muted" textDecoration="underline" textUnderlineOffset="2px">
          <RouterLink to={to}>{label}</RouterLink>
        </LinkOverlay>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {label}
        </Text>
      )}
      <Text textStyle="2xl" fontWeight="bold" whiteSpace="nowrap">
        {value}
      </Text>
    </LinkBox>
  );
}

/** The panel lists the first ones; the product list's 'Stock bas' filter has them all. */
const LOW_STOCK_SHOWN = 10;

const row = {
  display: "flex",
  justifyContent: "space-between",
  gap: "3",
  py: "2",
  minH: "11",
  alignItems: "center",
  _notFirst: { borderTopWidth: "1px" },
} as const;

export function OrdersPanels() {
  const { data, loading, error, refetch } = useQuery(TableauCommandesQuery, {
    fetchPolicy: "network-only",
    nextFetchPolicy: "cache-first",
  });
  if (!data && loading) {
    return (
      <LoadingStatus label="Chargement des commandes…">
        <SimpleGrid columns={{ base: 2, lg: 5 }} gap="3">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h="24" borderRadius="xl" />
          ))}
        </SimpleGrid>
      </LoadingStatus>
    );
  }
  if (!data)
    return (
      <ErrorState
        title="Erreur lors du chargement des données"
        message={errorMessage(error, "Erreur lors du chargement des commandes")}
        onRetry={() => void refetch()}
      />
    );
  const t = data.tableauCommandes;
  const days = dashboardDays();
  return (
    <Stack gap="4" data-testid="orders-panels">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 5 }} gap="3" aria-label="Commandes et ventes">
        <Figure label="Commandes aujourd'hui" value={String(t.commandesAujourdhui)} to={`/admin/commandes?du=${days.today}`} />
        <Figure label="Commandes sur 7 jours" value={String(t.commandes7Jours)} to={`/admin/commandes?du=${days.since7}`} />
        <Figure label="Ventes sur 7 jours" value={formatFCFA(t.ventes7Jours)} />
        <Figure label="Ventes sur 30 jours" value={formatFCFA(t.ventes30Jours)} />
        <Figure label="Panier moyen (30 jours)" value={formatFCFA(t.panierMoyen)} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Panel title="Meilleures ventes (30 jours)">
          {t.meilleuresVentes.length === 0 ? (
            <EmptyState title="Aucune vente confirmée" />
          ) : (
            <Stack as="ul" listStyleType="none" gap="0">
              {t.meilleuresVentes.map((m) => (
                <Box as="li" key={m.produitId} {...row}>
                  {m.produit ? (
                    <RouterLink to={`/admin/produits/update/${m.produit.id}`} style={{ textDecoration: "underline" }}>
                      {m.nom}
                    </RouterLink>
                  ) : (
                    <Text>{m.nom}</Text>
                  )}
                  <Text textStyle="sm" flexShrink={0}>
                    {m.quantite} vendu{m.quantite > 1 ? "s" : ""}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Panel>
        <Panel title="Stock bas (3 ou moins)">
          {t.stocksBas.length === 0 ? (
            <EmptyState title="Aucun produit en stock bas" />
          ) : (
            <Stack as="ul" listStyleType="none" gap="0" data-testid="low-stock">
              {t.stocksBas.slice(0, LOW_STOCK_SHOWN).map((p) => (
                <Box as="li" key={p.id} {...row}>
                  <RouterLink to={`/admin/produits/update/${p.id}`} style={{ textDecoration: "underline" }}>
                    {p.nom}
                  </RouterLink>
                  <Text textStyle="sm" flexShrink={0} color={p.stock === 0 ? "red.fg" : undefined}>
                    {p.stock === 0 ? "Rupture" : `${p.stock} en stock`}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
          {t.stocksBas.length > 0 && (
            <Text textStyle="sm" color="fg.muted" pt="2">
              {/* No number: the server sends the first 20, the list counts them all. */}
              <RouterLink to="/admin/produits?stock=bas" style={{ textDecoration: "underline" }}>
                Voir tous les produits en stock bas
              </RouterLink>
            </Text>
          )}
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
