import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { graphql } from "../../gql";
import type { AdminProductDetailQuery } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors.ts";
import { formatFCFA } from "../../../../contract/format.ts";
import { useBreadcrumbLabel } from "../../lib/breadcrumb-label.tsx";
import { Price } from "../../components/ui/Price.tsx";
import { EmptyState, ErrorState, LoadingStatus } from "../../components/ui/States.tsx";
import { DeleteProductDialog } from "./DeleteProductDialog.tsx";
import { ProductGallery } from "./ProductGallery.tsx";
import { AdminProductBadges } from "./ProductBadges.tsx";
import { isInvalidProductId, productReference } from "./product-reference.ts";
import { useDeleteProduct } from "./useDeleteProduct.ts";
import { comboLabel } from "../../../../contract/product-options.ts";

const AdminProductDetailQueryDoc = graphql(`
  query AdminProductDetail($id: ID!) {
    product(id: $id) {
      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne brouillon
      typeProduit { id nom }
      sousTypeProduit { id nom }
      images { id url srcSet thumbnailUrl alt }
      options { nom }
      variantes { id taille couleur stock actif }
    }
  }
`);

type Product = NonNullable<AdminProductDetailQuery["product"]>;

function BackToProducts() {
  return (
    <Button asChild colorPalette="brand" alignSelf="center">
      <RouterLink to="/admin/produits">Retour aux produits</RouterLink>
    </Button>
  );
}

function PriceBlock({ p }: { p: Product }) {
  return (
    <Stack gap="1" bg="surface.card" borderWidth="1px" borderRadius="lg" p="4">
      <Price paid={p.prixApresPromotion} original={p.prix} promotion={p.promotionActive} size="lg" />
      {p.promotionActive && (
        <>
          <Text color="accent.fg" fontWeight="bold" letterSpacing="wide">
            -{p.pourcentReduction}% DE RÉDUCTION
          </Text>
          <Text color="fg.muted">Économie de {formatFCFA(p.economie)}</Text>
        </>
      )}
    </Stack>
  );
}

function ProductDetail({ p, onDelete }: { p: Product; onDelete: () => void }) {
  return (
    <Stack gap="6">
      <Flex justify="space-between" gap="3" direction={{ base: "column", md: "row" }} align={{ md: "center" }}>
        <Box minW="0">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {p.nom}
          </Heading>
          <Text color="fg.muted" fontFamily="mono">
            Référence : {productReference(p.nom, p.id)}
          </Text>
        </Box>
        <HStack gap="2" flexWrap="wrap">
          {/* The storefront's page drawn with this session's token: drafts too (decision 092). */}
          <Button asChild variant="outline" colorPalette="brand" minH="11">
            <a href={`/apercu/${encodeURIComponent(p.id)}`} target="_blank" rel="noopener">
              Aperçu
            </a>
          </Button>
          <Button asChild variant="outline" minH="11">
            <RouterLink to={`/admin/produits/add?copie=${encodeURIComponent(p.id)}`}>Dupliquer</RouterLink>
          </Button>
          <Button asChild colorPalette="brand" minH="11">
            <RouterLink to={`/admin/produits/update/${p.id}`}>Modifier</RouterLink>
          </Button>
          <Button colorPalette="red" variant="outline" minH="11" onClick={onDelete}>
            Supprimer
          </Button>
        </HStack>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <ProductGallery photos={p.images} name={p.nom} greyed={p.enRupture} />
        <Stack gap="4">
          <AdminProductBadges
            enRupture={p.enRupture}
            stock={p.stock}
            aLaUne={p.aLaUne}
            brouillon={p.brouillon}
            discount={p.promotionActive ? p.pourcentReduction : 0}
          />
          <PriceBlock p={p} />
          <HStack gap="2" flexWrap="wrap">
            <Badge variant="outline" colorPalette="blue">
              {p.typeProduit.nom}
            </Badge>
            {p.sousTypeProduit && (
              <Badge variant="outline" colorPalette="purple">
                {p.sousTypeProduit.nom}
              </Badge>
            )}
          </HStack>
          {p.enRupture && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>Produit en rupture de stock</Alert.Title>
            </Alert.Root>
          )}
          <Box>
            <Heading as="h2" size="md" mb="1">
              Description
            </Heading>
            <Text whiteSpace="pre-line" color={p.description ? undefined : "fg.muted"}>
              {p.description || "Aucune description disponible pour ce produit."}
            </Text>
          </Box>
          <Text>
            <Text as="span" fontWeight="semibold">
              Stock :
            </Text>{" "}
            {p.stock}
          </Text>
          {p.variantes.length > 0 && (
            <Stack as="ul" gap="1" listStyleType="none" aria-label="Stock par combinaison" fontSize="sm">
              {p.variantes.map((v) => (
                <li key={v.id}>
                  {comboLabel(
                    p.options.map((o) => o.nom),
                    p.options.map((o) => (o.nom === "Taille" ? v.taille : v.couleur) ?? ""),
                  )}{" "}
                  : {v.stock}
                  {!v.actif && " (hors vente)"}
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** /admin/produits/{id}: one product as the admin checks it (SPEC §2 'Admin product detail'). */
export function ProductDetailPage() {
  const { id } = useParams();
  const invalid = isInvalidProductId(id);
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminProductDetailQueryDoc, { variables: { id: id ?? "" }, skip: invalid });
  const deletion = useDeleteProduct(() => navigate("/admin/produits"));
  const product = data?.product;
  useBreadcrumbLabel(product?.nom);

  if (invalid)
    return (
      <EmptyState title="ID de produit invalide">
        <Text color="fg.muted">Cette adresse ne désigne aucun produit.</Text>
        <BackToProducts />
      </EmptyState>
    );
  if (error)
    return (
      <ErrorState
        title="Erreur lors du chargement du produit"
        message={errorMessage(error, "Erreur lors du chargement du produit")}
        onRetry={() => void refetch()}
      />
    );
  if (loading || !data) {
    return (
      <LoadingStatus label="Chargement du produit…">
        <Stack gap="4">
          <Skeleton h="12" maxW="md" />
          <Skeleton h="80" />
        </Stack>
      </LoadingStatus>
    );
  }
  if (!product) {
    return (
      <EmptyState title="Produit non trouvé">
        <Text color="fg.muted">Le produit demandé n'existe pas ou a été supprimé.</Text>
        <BackToProducts />
      </EmptyState>
    );
  }
  return (
    <>
      <ProductDetail p={product} onDelete={() => deletion.ask({ id: product.id, nom: product.nom })} />
      <DeleteProductDialog deletion={deletion} />
    </>
  );
}
