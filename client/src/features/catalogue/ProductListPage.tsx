import { type ComponentProps, memo } from "react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router";
import { Box, Breadcrumb, Container, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { graphql } from "../../gql";
import { Carousel } from "../../components/ui/Carousel.tsx";
import { ProductCard } from "../../components/ui/ProductCard.tsx";
import { PaginationBar } from "../../components/ui/PaginationBar.tsx";
import { CardGridSkeleton, EmptyState, ErrorState, STALE_RESULTS } from "../../components/ui/States.tsx";
import { useShop } from "../../lib/shop-context.tsx";
import { useDeferredData } from "../../lib/deferred.ts";
import { useIsPhone } from "../../lib/media.ts";
import { useListParams } from "./useListParams.ts";
import { DesktopControls } from "./ListControls.tsx";
import { PhoneControls } from "./PhoneControls.tsx";
import { listVariables } from "../../../../contract/list-params.ts";
import { HydrateLater } from "../../lib/hydrate-later.tsx";

/** Cards hydrated with the page; the others after its first screen (decision 050). */
const FIRST_SCREEN_CARDS = 4;

const ProductListQuery = graphql(`
  query ProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID, $size: String) {
    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId, size: $size) {
      items { id ...ProductCard_product }
      pagination { current pages total hasPrev hasNext }
    }
    productSizes(categoryId: $categoryId, subTypeId: $subTypeId)
    bannieres { id url srcSet largeur hauteur accroche alt }
  }
`);

type CardProps = ComponentProps<typeof ProductCard>;

/** The cards below the first screen, adopted after it (decision 050). Memoized: an update of the
 * page that leaves them as they are must not reach them while they are still the server's, or
 * React throws their HTML away and draws it again. */
const LaterCards = memo(function LaterCards({
  items,
  view,
}: {
  items: readonly (CardProps["product"] & { id: string })[];
  view: CardProps["view"];
}) {
  return (
    <HydrateLater>
      {items.slice(FIRST_SCREEN_CARDS).map((p) => (
        <ProductCard key={p.id} product={p} view={view} heading="h2" />
      ))}
    </HydrateLater>
  );
});

export default function ProductListPage() {
  const list = useListParams();
  const phone = useIsPhone();
  const { categories } = useShop();
  const { data, previousData, loading, error, refetch } = useQuery(ProductListQuery, {
    variables: listVariables(list),
  });
  const { data: shown, pending } = useDeferredData(data ?? previousData);
  const category = categories.find((c) => c.id === list.categoryId);
  const subType = category?.sousTypes.find((s) => s.id === list.subTypeId);
  const title = list.search
    ? `Résultats pour « ${list.search} »`
    : subType
      ? `${category!.nom} · ${subType.nom}`
      : (category?.nom ?? "Tous les produits");
  const slides = (shown?.bannieres ?? []).map((b) => ({
    id: b.id,
    src: b.url,
    srcSet: b.srcSet,
    alt: b.alt,
    caption: b.accroche,
    width: b.largeur,
    height: b.hauteur,
  }));
  const pagination = error ? null : shown?.products.pagination;
  const items = error ? [] : (shown?.products.items ?? []);
  const sizes = shown?.productSizes ?? [];

  return (
    <Container maxW="7xl" pt={{ base: "4", md: "3" }} pb="4">
      <Breadcrumb.Root mb="2">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/">Accueil</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>Produits</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Stack gap="3" mt="2">
        <Flex justify="space-between" align="baseline" gap="3" flexWrap="wrap">
          <Heading as="h1" fontFamily="heading" fontSize={{ base: "2xl", md: "3xl" }} color="brand.fg">
            {title}
          </Heading>
          {pagination && (
            <Text color="fg.muted" aria-live="polite">
              {pagination.total} produit{pagination.total > 1 ? "s" : ""}
            </Text>
          )}
        </Flex>
        {phone ? <PhoneControls list={list} sizes={sizes} /> : <DesktopControls list={list} sizes={sizes} />}
        {error ? (
          <ErrorState title="Erreur de chargement" message="Erreur lors du chargement des produits" onRetry={() => void refetch()} />
        ) : (loading || pending) && !shown ? (
          <CardGridSkeleton />
        ) : items.length === 0 ? (
          <EmptyState title="Aucun produit trouvé">
            <Text>Essayez une autre recherche ou retirez des filtres.</Text>
          </EmptyState>
        ) : (
          <SimpleGrid
            columns={list.view === "list" ? 1 : { base: 2, md: 4 }}
            gap={{ base: "3", md: "5" }}
            css={loading ? STALE_RESULTS : undefined}
            aria-busy={loading}
          >
            {items.slice(0, FIRST_SCREEN_CARDS).map((p, i) => (
              <ProductCard key={p.id} product={p} view={list.view} priority={i < 2} heading="h2" />
            ))}
            <LaterCards items={items} view={list.view} />
          </SimpleGrid>
        )}
        {pagination && (
          <PaginationBar
            current={pagination.current}
            pages={pagination.pages}
            href={(page) => list.href({ page: page === 1 ? null : page })}
          />
        )}
      </Stack>
      {/* After the products: above them it pushed the first row below a 1280 × 800 screen (decision 066).
          Not on phones: its 40 elements would lengthen their hydration (decision 055). CSS hides it if the guess was wrong. */}
      {!phone && (
        <Box hideBelow="md" mt="8">
          <Carousel slides={slides} interval={6000} label="Notre sélection" />
        </Box>
      )}
    </Container>
  );
}
