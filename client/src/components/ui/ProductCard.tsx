import { Link as RouterLink, useLocation } from "react-router";
import { Badge, Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { graphql, getFragmentData, type FragmentType } from "../../gql";
import { useAddToCart } from "../../lib/cart-store.tsx";
import { listReturnState } from "../../lib/list-return.ts";
import { ProductImage } from "./ProductImage.tsx";
import { Price, Stars } from "./Price.tsx";

export const ProductCard_product = graphql(`
  fragment ProductCard_product on Product {
    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne etoiles
    typeProduit { id nom }
    imagePrincipale { url thumbnailUrl srcSet width height alt }
    options { nom }
  }
`);

/** Badges on the image corner: Rupture has priority over À la Une (SPEC §4). */
export function ProductBadges({ outOfStock, featured, discount }: { outOfStock: boolean; featured: boolean; discount: number }) {
  return (
    <Flex position="absolute" top="2" left="2" gap="1" flexWrap="wrap" zIndex="1">
      {outOfStock ? (
        <Badge bg="gray.800" color="white">
          Rupture
        </Badge>
      ) : (
        featured && (
          <Badge bg="brand.solid" color="brand.contrast">
            À la Une
          </Badge>
        )
      )}
      {discount > 0 && (
        <Badge bg="accent.solid" color="accent.contrast">
          -{discount} %
        </Badge>
      )}
    </Flex>
  );
}

/** `heading`: the level of the card's title under the page's headings (h2 right below the h1). */
export function ProductCard(props: {
  product: FragmentType<typeof ProductCard_product>;
  view?: "grid" | "list";
  priority?: boolean;
  heading?: "h2" | "h3";
}) {
  const p = getFragmentData(ProductCard_product, props.product);
  const add = useAddToCart();
  const back = listReturnState(useLocation());
  const list = props.view === "list";
  const unavailable = p.enRupture || p.stock <= 0;
  const choiceLabel = p.options.some((o) => o.nom === "Taille") ? "Choisir une taille" : "Choisir une couleur";
  return (
    <Flex
      as="article"
      direction={list ? "row" : "column"}
      bg="surface.card"
      borderRadius="lg"
      overflow="hidden"
      shadow="xs"
      h="full"
      data-testid="product-card"
    >
      <Box position="relative" w={list ? { base: "36%", md: "200px" } : "full"} flexShrink="0">
        {/* The same link as the title's, for fingers: hidden from assistive technology (a photo-less
            card would otherwise read 'Image non disponible' under the product's name). */}
        <RouterLink to={`/produits/${p.id}`} state={back} aria-hidden="true" tabIndex={-1}>
          <ProductImage
            src={p.imagePrincipale?.url}
            srcSet={p.imagePrincipale?.srcSet}
            alt={p.imagePrincipale?.alt || p.nom}
            priority={props.priority}
            sizes={list ? "(max-width: 767px) 36vw, 200px" : "(max-width: 767px) 50vw, (max-width: 1200px) 25vw, 300px"}
            greyed={p.enRupture}
          />
        </RouterLink>
        <ProductBadges outOfStock={p.enRupture} featured={p.aLaUne} discount={p.promotionActive ? p.pourcentReduction : 0} />
      </Box>
      <Stack p="3" gap="1.5" flex="1" justify="space-between">
        <Stack gap="1">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {p.typeProduit.nom}
          </Text>
          <Heading
            as={props.heading ?? "h3"}
            fontSize="sm"
            fontWeight="semibold"
            lineHeight="1.35"
            lineClamp="2"
            minH="2lh"
            fontFamily="body"
          >
            <RouterLink to={`/produits/${p.id}`} state={back}>
              {p.nom}
            </RouterLink>
          </Heading>
          <Stars count={p.etoiles} />
          <Price paid={p.prixApresPromotion} original={p.prix} promotion={p.promotionActive} />
        </Stack>
        {/* Sold by size or colour: the choice is made on the product's page. */}
        {!unavailable && p.options.length > 0 ? (
          <Button asChild size="sm" minH="11" colorPalette="brand" bg="brand.solid" color="brand.contrast">
            <RouterLink to={`/produits/${p.id}`} aria-label={`${choiceLabel} : ${p.nom}`}>
              {choiceLabel}
            </RouterLink>
          </Button>
        ) : (
          <Button
            size="sm"
            minH="11"
            colorPalette="brand"
            bg={unavailable ? undefined : "brand.solid"}
            color={unavailable ? undefined : "brand.contrast"}
            variant={unavailable ? "subtle" : "solid"}
            disabled={unavailable}
            onClick={() => add(p)}
          >
            {unavailable ? "Non disponible" : "Ajouter au panier"}
          </Button>
        )}
      </Stack>
    </Flex>
  );
}
