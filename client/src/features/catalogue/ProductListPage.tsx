import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router";
import { Box, Breadcrumb, chakra, Container, Flex, Heading, IconButton, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { graphql } from "../../gql";
import { Carousel } from "../../components/ui/Carousel.tsx";
import { ProductCard } from "../../components/ui/ProductCard.tsx";
import { PaginationBar } from "../../components/ui/PaginationBar.tsx";
import { CardGridSkeleton, EmptyState, ErrorState } from "../../components/ui/States.tsx";
import { GridIcon, ListIcon } from "../../components/ui/icons.tsx";
import { useShop } from "../../lib/shop-context.tsx";
import { useDeferredData } from "../../lib/deferred.ts";
import { PriceFilter } from "./PriceFilter.tsx";
import { PAGE_SIZES, SORTS, useListParams } from "./useListParams.ts";
import { listVariables } from "./list-params.ts";

const ProductListQuery = graphql(`
  query ProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID) {
    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId) {
      items { id ...ProductCard_product }
      pagination { current pages total hasPrev hasNext }
    }
    bannieres { id url srcSet largeur hauteur accroche alt }
  }
`);

export default function ProductListPage() {
  const list = useListParams();
  const { categories } = useShop();
  const { data, previousData, loading, error, refetch } = useQuery(ProductListQuery, {
    variables: listVariables(list),
  });
  const { data: shown, pending } = useDeferredData(data ?? previousData);
  const category = categories.find((c) => c.id === list.categoryId);
  const subType = category?.sousTypes.find((s) => s.id === list.subTypeId);
  const title = list.search ? `Résultats pour « ${list.search} »` : subType ? `${category!.nom} · ${subType.nom}` : category?.nom ?? "Tous les produits";
  const slides = (shown?.bannieres ?? []).map((b) => ({ id: b.id, src: b.url, srcSet: b.srcSet, alt: b.alt, caption: b.accroche, width: b.largeur, height: b.hauteur }));
  const pagination = error ? null : shown?.products.pagination;
  const items = error ? [] : shown?.products.items ?? [];

  return (
    <Container maxW="7xl" py="4">
      <Breadcrumb.Root mb="3">
        <Breadcrumb.List>
          <Breadcrumb.Item><Breadcrumb.Link asChild><RouterLink to="/">Accueil</RouterLink></Breadcrumb.Link></Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item><Breadcrumb.CurrentLink>Produits</Breadcrumb.CurrentLink></Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Box hideBelow="md"><Carousel slides={slides} interval={6000} label="Notre sélection" /></Box>
      <Stack gap="4" mt="6">
        <Flex justify="space-between" align="baseline" gap="3" flexWrap="wrap">
          <Heading as="h1" fontFamily="heading" fontSize={{ base: "2xl", md: "3xl" }} color="brand.fg">{title}</Heading>
          {pagination && <Text color="fg.muted" aria-live="polite">{pagination.total} produit{pagination.total > 1 ? "s" : ""}</Text>}
        </Flex>
        <Flex gap="3" align="end" flexWrap="wrap" bg="surface.sand" p="3" borderRadius="lg">
          <Box>
            <chakra.label htmlFor="tri" fontSize="sm" display="block">Trier par</chakra.label>
            <NativeSelect.Root w="44" bg="surface.card">
              <NativeSelect.Field id="tri" h="11" value={list.sortBy} onChange={(e) => list.update({ sortBy: e.target.value === "alphabet" ? null : e.target.value })}>
                {SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Box>
            <chakra.label htmlFor="par-page" fontSize="sm" display="block">Par page</chakra.label>
            <NativeSelect.Root w="24" bg="surface.card">
              <NativeSelect.Field id="par-page" h="11" value={list.limit} onChange={(e) => list.update({ limit: e.target.value === "20" ? null : e.target.value })}>
                {PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <PriceFilter key={`${list.minPrice}-${list.maxPrice}`} min={list.minPrice} max={list.maxPrice} onApply={(minPrice, maxPrice) => list.update({ minPrice, maxPrice })} />
          <Flex gap="1" ms="auto" role="group" aria-label="Affichage">
            <IconButton aria-label="Affichage en grille" aria-pressed={list.view === "grid"} variant={list.view === "grid" ? "solid" : "outline"} minW="11" minH="11" onClick={() => list.update({ vue: null }, false)}><GridIcon /></IconButton>
            <IconButton aria-label="Affichage en liste" aria-pressed={list.view === "list"} variant={list.view === "list" ? "solid" : "outline"} minW="11" minH="11" onClick={() => list.update({ vue: "liste" }, false)}><ListIcon /></IconButton>
          </Flex>
        </Flex>
        {error ? (
          <ErrorState title="Erreur de chargement" message="Erreur lors du chargement des produits" onRetry={() => void refetch()} />
        ) : (loading || pending) && !shown ? (
          <CardGridSkeleton />
        ) : items.length === 0 ? (
          <EmptyState title="Aucun produit trouvé"><Text>Essayez une autre recherche ou retirez des filtres.</Text></EmptyState>
        ) : (
          <SimpleGrid columns={list.view === "list" ? 1 : { base: 2, md: 4 }} gap={{ base: "3", md: "5" }} opacity={loading ? 0.6 : 1} aria-busy={loading}>
            {items.map((p, i) => <ProductCard key={p.id} product={p} view={list.view} priority={i < 2} heading="h2" />)}
          </SimpleGrid>
        )}
        {pagination && <PaginationBar current={pagination.current} pages={pagination.pages} onPage={(page) => list.update({ page: page === 1 ? null : page }, false)} />}
      </Stack>
    </Container>
  );
}
