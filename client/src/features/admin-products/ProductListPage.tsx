import { useParams, Link as RouterLink } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../lib/errors.ts";
import { useBreadcrumbLabel } from "../../lib/breadcrumb-label.tsx";
import { PaginationBar } from "../../components/ui/PaginationBar.tsx";
import { EmptyState, ErrorState, LoadingStatus, STALE_RESULTS } from "../../components/ui/States.tsx";
import { AdminProductCard } from "./AdminProductCard.tsx";
import { DeleteProductDialog } from "./DeleteProductDialog.tsx";
import { ProductListToolbar } from "./ProductListToolbar.tsx";
import { ProductTable } from "./ProductTable.tsx";
import { ExportButton } from "../../components/ui/ExportButton.tsx";
import { exportQuery } from "../../lib/csv-download.ts";
import { pageLabel, type View } from "./list-params.ts";
import { useDeleteProduct } from "./useDeleteProduct.ts";
import { useProductListParams } from "./useProductListParams.ts";
import { useBulkSelection } from "./useBulkSelection.ts";
import { BulkBar } from "./BulkBar.tsx";
import { PageCheckbox } from "./PageCheckbox.tsx";
import { SelectProductBox } from "./SelectProductBox.tsx";

const AdminProductListQuery = graphql(`
  query AdminProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID, $stock: StockFilter, $brouillon: Boolean, $promotion: Boolean) {
    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId, stock: $stock, brouillon: $brouillon, promotion: $promotion) {
      items { id ...AdminProductCard_product ...ProductTable_product }
      pagination { current pages total }
    }
  }
`);

const ProductScopeQuery = graphql(`
  query AdminProductScope($id: ID!) {
    category(id: $id) { id nom sousTypes { id nom } }
  }
`);

type Scope = "category" | "subType";

/** Route params → the category and sub-type the list is limited to, and where 'Nouveau produit' goes. */
function useScope(scope?: Scope) {
  const params = useParams();
  const categoryId = scope === "subType" ? params.categoryId : scope === "category" ? params.id : undefined;
  const subTypeId = scope === "subType" ? params.id : undefined;
  const { data } = useQuery(ProductScopeQuery, { variables: { id: categoryId ?? "" }, skip: !categoryId });
  const category = data?.category;
  const name = subTypeId ? category?.sousTypes.find((s) => s.id === subTypeId)?.nom : category?.nom;
  const addTo = subTypeId
    ? `/admin/categories/${categoryId}/type/${subTypeId}/produits/add`
    : categoryId
      ? `/admin/categories/${categoryId}/produits/add`
      : "/admin/produits/add";
  return { categoryId: categoryId ?? null, subTypeId: subTypeId ?? null, name, addTo };
}

function ListSkeleton({ view }: { view: View }) {
  return (
    <LoadingStatus label="Chargement des produits…">
      <SimpleGrid columns={view === "grid" ? { base: 2, md: 3, xl: 4 } : 1} gap={view === "table" ? "1" : "4"}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={view === "table" ? "11" : view === "list" ? "36" : "80"} borderRadius="lg" />
        ))}
      </SimpleGrid>
    </LoadingStatus>
  );
}

/** /admin/produits, and the same list scoped to a category or a sub-type (SPEC §2, §4). */
export function ProductListPage({ scope }: { scope?: Scope }) {
  const { update, ...list } = useProductListParams();
  const target = useScope(scope);
  // The filter a bulk change covers when 'every result' is chosen: the list's, without its page.
  const filter = {
    search: list.search,
    minPrice: list.minPrice,
    maxPrice: list.maxPrice,
    categoryId: target.categoryId,
    subTypeId: target.subTypeId,
    stock: list.stock,
    brouillon: list.statut?.draft ?? null,
    promotion: list.promotion?.active ?? null,
  };
  const selection = useBulkSelection(JSON.stringify(filter));
  const { data, previousData, loading, error, refetch } = useQuery(AdminProductListQuery, {
    variables: { ...filter, page: list.page, limit: list.limit, sortBy: list.sortBy },
    notifyOnNetworkStatusChange: true,
  });
  const deletion = useDeleteProduct();
  const title = target.name ? `Produits · ${target.name}` : "Produits";
  useBreadcrumbLabel(target.name ? title : null);
  const shown = data ?? previousData;
  const pagination = shown?.products.pagination;
  const items = shown?.products.items ?? [];
  const pageIds = items.map((p) => p.id);

  return (
    <Stack gap="5">
      <Flex justify="space-between" align={{ md: "center" }} gap="3" direction={{ base: "column", md: "row" }}>
        <Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{scope ? "Les produits de cette sélection du catalogue" : "Tout le catalogue de la boutique"}</Text>
          {pagination && !error && (
            <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="product-count">
              {pagination.total} produit{pagination.total > 1 ? "s" : ""} · {pageLabel(pagination.current, pagination.pages)}
            </Text>
          )}
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button asChild colorPalette="brand" minH="11">
            <RouterLink to={target.addTo}>Nouveau produit</RouterLink>
          </Button>
          <Button asChild variant="outline" minH="11">
            <RouterLink to="/admin/produits/import">Importer</RouterLink>
          </Button>
          <ExportButton
            fileName="produits.csv"
            path={`/api/v1/produits/export.csv${exportQuery({
              search: list.search,
              minPrice: list.minPrice,
              maxPrice: list.maxPrice,
              sortBy: list.sortBy,
              stock: list.stock,
              promotion: list.promotion?.value,
              type: target.categoryId,
              subtype: target.subTypeId,
            })}`}
          />
        </Flex>
      </Flex>
      <ProductListToolbar list={list} update={update} />
      {error ? (
        <ErrorState
          title="Erreur de chargement"
          message={errorMessage(error, "Erreur lors du chargement des produits")}
          onRetry={() => void refetch()}
        />
      ) : !shown ? (
        <ListSkeleton view={list.view} />
      ) : items.length === 0 ? (
        <EmptyState title="Aucun produit trouvé">
          <Text color="fg.muted">Essayez une autre recherche ou retirez des filtres.</Text>
        </EmptyState>
      ) : list.view === "table" ? (
        <Box css={loading ? STALE_RESULTS : undefined} aria-busy={loading}>
          <ProductTable
            products={items}
            onDelete={deletion.ask}
            leading={{
              header: <PageCheckbox dense selection={selection} pageIds={pageIds} />,
              cell: (p) => <SelectProductBox dense nom={p.nom} checked={selection.has(p.id)} onChange={() => selection.toggle(p.id)} />,
            }}
          />
        </Box>
      ) : (
        <Stack gap="5">
          <PageCheckbox selection={selection} pageIds={pageIds} />
          <SimpleGrid
            columns={list.view === "list" ? 1 : { base: 2, md: 3, xl: 4 }}
            gap={{ base: "3", md: "4" }}
            css={loading ? STALE_RESULTS : undefined}
            aria-busy={loading}
          >
            {items.map((p) => (
              <AdminProductCard
                key={p.id}
                product={p}
                view={list.view === "list" ? "list" : "grid"}
                onDelete={deletion.ask}
                selected={selection.has(p.id)}
                onSelect={() => selection.toggle(p.id)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {pagination && !error && (
        <PaginationBar
          current={pagination.current}
          pages={pagination.pages}
          onPage={(page) => update({ page: page === 1 ? null : page })}
        />
      )}
      {pagination && !error && <BulkBar selection={selection} total={pagination.total} filter={filter} pageIds={pageIds} />}
      <DeleteProductDialog deletion={deletion} />
    </Stack>
  );
}
