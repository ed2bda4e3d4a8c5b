import { Link as RouterLink } from "react-router";
import { Box, Button, Flex, Heading, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text, Wrap } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import type { DashboardQuery } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors.ts";
import { formatFCFA } from "../../../../contract/format.ts";
import { EmptyState, ErrorState, LoadingStatus } from "../../components/ui/States.tsx";
import { DashboardIcon } from "./icons.tsx";
import { timeAgo } from "./time.ts";
import { OrdersPanels } from "./OrdersPanels.tsx";
import { Panel } from "../../components/ui/Panel.tsx";

const DashboardQueryDoc = graphql(`
  query Dashboard {
    dashboardStats { title value percentage trend tone icon color lien }
    recentActivity(limit: 4) { id title subtitle timestamp icon }
    topProducts(by: recent, limit: 10) { id nom prixApresPromotion enRupture imagePrincipale { id thumbnailUrl } }
  }
`);

type Stat = DashboardQuery["dashboardStats"][number];
type Activity = DashboardQuery["recentActivity"][number];
type TopProduct = DashboardQuery["topProducts"][number];

const TREND: Record<string, { arrow: string; label: string }> = {
  up: { arrow: "↑", label: "en hausse" },
  down: { arrow: "↓", label: "en baisse" },
  stable: { arrow: "→", label: "stable" },
  new: { arrow: "↑", label: "nouveau" },
};
/** The colour says good or bad news (more out of stock is bad), not the arrow's direction. */
const TONE_COLOR: Record<string, string> = { good: "green.fg", bad: "red.fg", neutral: "fg.muted" };

/** A card opens the list it counts, with the same filter (issue 29 item 6): the number is that
 * list's total. */
function StatCard({ stat }: { stat: Stat }) {
  const trend = TREND[stat.trend] ?? TREND.stable;
  return (
    <LinkBox
      as="li"
      bg="surface.card"
      borderWidth="1px"
      borderRadius="xl"
      p="4"
      colorPalette={stat.color}
      _hover={{ borderColor: "colorPalette.solid" }}
      data-testid="stat-card"
    >
      <Flex justify="space-between" align="start" gap="2">
        <LinkOverlay asChild textStyle="sm" color="fg.muted" textDecoration="underline" textUnderlineOffset="2px">
          <RouterLink to={stat.lien}>{stat.title}</RouterLink>
        </LinkOverlay>
        <Flex bg="colorPalette.subtle" color="colorPalette.fg" borderRadius="md" p="2">
          <DashboardIcon name={stat.icon} />
        </Flex>
      </Flex>
      <Text textStyle="3xl" fontWeight="bold">
        {stat.value.toLocaleString("fr-FR")}
      </Text>
      <Text
        textStyle="xs"
        color={TONE_COLOR[stat.tone] ?? TONE_COLOR.neutral}
        title={`Sur 30 jours : ${trend.label}`}
        data-tone={stat.tone}
      >
        <span aria-hidden="true">{trend.arrow} </span>
        {stat.trend === "new" ? "nouveau" : `${stat.percentage > 0 ? "+" : ""}${stat.percentage} %`} sur 30 jours
      </Text>
    </LinkBox>
  );
}

function ActivityRow({ activity }: { activity: Activity }) {
  return (
    <Flex as="li" gap="3" align="start" py="2" _notFirst={{ borderTopWidth: "1px" }}>
      <Flex bg="brand.subtle" color="brand.fg" borderRadius="full" p="2" flexShrink={0}>
        <DashboardIcon name={activity.icon} />
      </Flex>
      <Box minW="0" flex="1">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {activity.title}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {activity.subtitle}
        </Text>
      </Box>
      <Text asChild textStyle="xs" color="fg.muted" flexShrink={0}>
        <time dateTime={activity.timestamp}>{timeAgo(activity.timestamp)}</time>
      </Text>
    </Flex>
  );
}

function TopProductRow({ product }: { product: TopProduct }) {
  return (
    <LinkBox as="li" display="flex" gap="3" alignItems="center" py="2" minH="11">
      <Box boxSize="10" flexShrink={0} borderRadius="md" overflow="hidden" bg="surface.sand">
        {product.imagePrincipale && (
          <img
            src={product.imagePrincipale.thumbnailUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            style={{ width: "100%", height: "100%", objectFit: "cover" }}
          />
        )}
      </Box>
      <LinkOverlay asChild flex="1" minW="0" truncate fontWeight="medium">
        <RouterLink to={`/admin/produits/${product.id}`}>{product.nom}</RouterLink>
      </LinkOverlay>
      <Text textStyle="sm" flexShrink={0} color={product.enRupture ? "fg.muted" : undefined}>
        {product.enRupture ? "Rupture" : formatFCFA(product.prixApresPromotion)}
      </Text>
    </LinkBox>
  );
}

function DashboardSkeleton() {
  return (
    <LoadingStatus label="Chargement du tableau de bord…">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" mb="4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="28" borderRadius="xl" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {[0, 1].map((i) => (
          <Skeleton key={i} h="64" borderRadius="xl" />
        ))}
      </SimpleGrid>
    </LoadingStatus>
  );
}

/** /admin 'Vue d'ensemble': figures with their 30-day change, recent activity, top products (SPEC §2). */
export function DashboardPage() {
  // SPEC §4: loads once on mount, from the server (writes elsewhere have changed the figures).
  const { data, loading, error, refetch } = useQuery(DashboardQueryDoc, {
    fetchPolicy: "network-only",
    nextFetchPolicy: "cache-first",
    notifyOnNetworkStatusChange: true,
  });
  return (
    <Stack gap="5">
      <Flex justify="space-between" align={{ md: "center" }} gap="3" direction={{ base: "column", md: "row" }}>
        <Box>
          <Heading as="h1" size="2xl">
            Vue d'ensemble
          </Heading>
          <Text color="fg.muted">Le catalogue de la boutique en un coup d'œil</Text>
        </Box>
        <Wrap gap="2">
          <Button asChild colorPalette="brand" minH="11">
            <RouterLink to="/admin/categories/add">Nouvelle catégorie</RouterLink>
          </Button>
          <Button asChild colorPalette="brand" minH="11">
            <RouterLink to="/admin/produits/add">Nouveau produit</RouterLink>
          </Button>
          <Button asChild variant="outline" minH="11">
            <RouterLink to="/admin/produits">Voir les produits</RouterLink>
          </Button>
          <Button asChild variant="outline" minH="11">
            <RouterLink to="/admin/commandes">Voir les commandes</RouterLink>
          </Button>
        </Wrap>
      </Flex>
      <OrdersPanels />
      {!data && loading ? (
        <DashboardSkeleton />
      ) : !data ? (
        <ErrorState
          title="Erreur lors du chargement des données"
          message={errorMessage(error, "Erreur lors du chargement des données")}
          onRetry={() => refetch().catch(() => {})}
        />
      ) : (
        <>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 4 }} gap="3" aria-label="Statistiques">
            {data.dashboardStats.map((s) => (
              <StatCard key={s.title} stat={s} />
            ))}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
            <Panel title="Activité récente">
              {data.recentActivity.length === 0 ? (
                <EmptyState title="Aucune activité récente" />
              ) : (
                <Stack as="ul" listStyleType="none" gap="0">
                  {data.recentActivity.map((a) => (
                    <ActivityRow key={a.id} activity={a} />
                  ))}
                </Stack>
              )}
            </Panel>
            <Panel title="Produits récents">
              {data.topProducts.length === 0 ? (
                <EmptyState title="Aucun produit trouvé" />
              ) : (
                <Stack as="ul" listStyleType="none" gap="0">
                  {data.topProducts.map((p) => (
                    <TopProductRow key={p.id} product={p} />
                  ))}
                </Stack>
              )}
            </Panel>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
