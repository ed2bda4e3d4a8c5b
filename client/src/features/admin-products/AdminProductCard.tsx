import { Link as RouterLink } from "react-router";
import { Box, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { graphql, getFragmentData, type FragmentType } from "../../gql";
import { Price } from "../../components/ui/Price.tsx";
import { PhotoCarousel } from "./PhotoCarousel.tsx";
import { AdminProductBadges } from "./ProductBadges.tsx";
import { ProductMenu } from "./ProductMenu.tsx";
import { productReference } from "./product-reference.ts";
import { SelectProductBox } from "./SelectProductBox.tsx";

export const AdminProductCard_product = graphql(`
  fragment AdminProductCard_product on Product {
    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne brouillon
    typeProduit { id nom }
    sousTypeProduit { id nom }
    images { id url srcSet alt }
  }
`);

export function AdminProductCard(props: {
  product: FragmentType<typeof AdminProductCard_product>;
  view: "grid" | "list";
  onDelete: (p: { id: string; nom: string }) => void;
  selected: boolean;
  onSelect: () => void;
}) {
  const p = getFragmentData(AdminProductCard_product, props.product);
  const list = props.view === "list";
  const detail = `/admin/produits/${p.id}`;
  return (
    <Flex
      as="article"
      direction={list ? "row" : "column"}
      bg="surface.card"
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      h="full"
      data-testid="admin-product-card"
    >
      <Box w={list ? { base: "36%", md: "200px" } : "full"} flexShrink="0">
        <PhotoCarousel
          photos={p.images}
          name={p.nom}
          greyed={p.enRupture}
          sizes={list ? "(max-width: 767px) 36vw, 200px" : "(max-width: 767px) 50vw, 25vw"}
        />
      </Box>
      <Stack p="3" gap="1.5" flex="1" minW="0">
        <Flex justify="space-between" align="start" gap="1">
          <Box ms="-2" mt="-2">
            <SelectProductBox nom={p.nom} checked={props.selected} onChange={props.onSelect} />
          </Box>
          <AdminProductBadges
            enRupture={p.enRupture}
            stock={p.stock}
            aLaUne={p.aLaUne}
            brouillon={p.brouillon}
            discount={p.promotionActive ? p.pourcentReduction : 0}
          />
          <Box ms="auto" mt="-2" me="-2">
            <ProductMenu id={p.id} nom={p.nom} onDelete={() => props.onDelete({ id: p.id, nom: p.nom })} />
          </Box>
        </Flex>
        <Heading as="h2" fontSize="sm" fontWeight="semibold" lineClamp="2" fontFamily="body">
          <RouterLink to={detail}>{p.nom}</RouterLink>
        </Heading>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" data-testid="product-reference">
          {productReference(p.nom, p.id)}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {p.sousTypeProduit ? `${p.typeProduit.nom} · ${p.sousTypeProduit.nom}` : p.typeProduit.nom}
        </Text>
        <Price paid={p.prixApresPromotion} original={p.prix} promotion={p.promotionActive} />
        <Text fontSize="xs" color="fg.muted">
          Stock : {p.stock}
        </Text>
      </Stack>
    </Flex>
  );
}
