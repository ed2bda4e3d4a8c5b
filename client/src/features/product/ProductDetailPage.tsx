import { type ComponentProps, memo, useEffect, useRef, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink, useLocation, useParams } from "react-router";
import { Badge, Button, Container, Flex, Grid, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { graphql } from "../../gql";
import { ProductBadges, ProductCard } from "../../components/ui/ProductCard.tsx";
import { Price, Stars } from "../../components/ui/Price.tsx";
import { ErrorState } from "../../components/ui/States.tsx";
import { ArrowLeft } from "../../components/ui/icons.tsx";
import { useAddToCart, useCart } from "../../lib/cart-store.tsx";
import { useShop } from "../../lib/shop-context.tsx";
import { useDeferredData } from "../../lib/deferred.ts";
import { formatFCFA } from "../../../../contract/format.ts";
import { BuyBar } from "./BuyBar.tsx";
import { Gallery } from "./Gallery.tsx";
import { ShareButton } from "./ShareButton.tsx";
import { HydrateLater } from "../../lib/hydrate-later.tsx";
import { listReturnUrl } from "../../lib/list-return.ts";
import { OptionChips } from "./OptionChips.tsx";
import { choose, chosenVariant, lowStockNote, missingChoice, onlyChoices, photosForColour } from "./variant-choice.ts";
import { comboLabel } from "../../../../contract/product-options.ts";

const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne etoiles
      typeProduit { id nom }
      sousTypeProduit { id nom }
      images { id url thumbnailUrl srcSet width height alt couleur }
      imagePrincipale { thumbnailUrl }
      options { nom valeurs }
      variantes { id taille couleur stock disponible }
      ...WhatsAppButton_product
    }
    recommendations(productId: $id) { id ...ProductCard_product }
  }
`);

function QuantityPicker({ value, max, onChange }: { value: number; max: number; onChange: (n: number) => void }) {
  return (
    <HStack gap="0" borderWidth="1px" borderRadius="md" w="fit-content" role="group" aria-label="Quantité">
      <Button
        variant="ghost"
        minW="11"
        minH="11"
        aria-label="Diminuer la quantité"
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </Button>
      <Text minW="10" textAlign="center" fontWeight="semibold" aria-live="polite" data-testid="quantity">
        {value}
      </Text>
      <Button
        variant="ghost"
        minW="11"
        minH="11"
        aria-label="Augmenter la quantité"
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </Button>
    </HStack>
  );
}

/** Below the first screen: adopted after it (decision 050). Memoized: the page's updates (a
 * quantity, a size chosen) must not reach it while it is still the server's, or React throws its
 * HTML away and draws it again. */
const Recommendations = memo(function Recommendations({
  items,
}: {
  items: readonly (ComponentProps<typeof ProductCard>["product"] & { id: string })[];
}) {
  return (
    <HydrateLater>
      <Stack as="section" aria-labelledby="reco" mt="12" gap="4">
        <Heading as="h2" id="reco" fontFamily="heading" fontSize="2xl" color="brand.fg">
          Vous aimerez aussi
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: "3", md: "5" }}>
          {items.map((r) => (
            <ProductCard key={r.id} product={r} />
          ))}
        </SimpleGrid>
      </Stack>
    </HydrateLater>
  );
});

export default function ProductDetailPage() {
  const { id = "" } = useParams();
  const { shop } = useShop();
  const { data: answer, loading, error, refetch } = useQuery(ProductDetailQuery, { variables: { id } });
  const back = listReturnUrl(useLocation());
  const { data, pending } = useDeferredData(answer);
  const [quantity, setQuantity] = useState(1);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<{ option: string; message: string } | null>(null);
  const add = useAddToCart();
  const cart = useCart();
  const p = data?.product;
  const mainAction = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: id is the trigger: another product starts with a fresh choice
  useEffect(() => {
    setQuantity(1);
    setChosen({});
    setAsking(null);
  }, [id]);
  useEffect(() => {
    if (p) document.title = `${p.nom} | ${shop?.nom ?? "Boutique en Ligne"}`;
    return () => {
      document.title = shop?.nom ?? "Boutique en Ligne";
    };
  }, [p, shop]);

  if ((loading || pending) && !data)
    return (
      <Stack role="status" align="center" py="24" gap="3">
        <Spinner size="lg" color="brand.solid" aria-hidden="true" />
        <Text>Chargement du produit...</Text>
      </Stack>
    );
  if (error || !p) {
    if (error) console.error(error);
    // A failed request is not a missing product: it says so and offers to try again.
    return (
      <Container maxW="3xl">
        {error ? (
          <ErrorState
            title="Erreur de chargement"
            message="Erreur lors du chargement du produit"
            onRetry={() => void refetch().catch(() => {})}
          />
        ) : (
          <ErrorState title="Produit non trouvé" message="Le produit demandé n'existe pas ou n'est plus disponible." />
        )}
        <Flex justify="center">
          <Button asChild bg="brand.solid" color="brand.contrast" minH="11">
            <RouterLink to={back}>Retour aux produits</RouterLink>
          </Button>
        </Flex>
      </Container>
    );
  }
  const picked = { ...onlyChoices(p.options, p.variantes), ...chosen };
  const variant = chosenVariant(p.options, p.variantes, picked);
  const missing = missingChoice(p.options, picked);
  const colour = picked.Couleur ?? null;
  const photos = photosForColour(p.images, colour);
  const inCart = cart.lines.find((l) => l.productId === p.id && (l.selectedVariant ?? null) === (variant?.id ?? null))?.quantity ?? 0;
  const available = !p.enRupture && p.stock > 0;
  const stock = variant ? (variant.disponible ? variant.stock : 0) : p.stock;
  const remaining = stock - inCart;
  // From the previous state: a choice made before hydration may be adopted with another (OptionChips).
  const pick = (option: string, value: string) => {
    setChosen((prev) => choose(p.variantes, { ...onlyChoices(p.options, p.variantes), ...prev }, option, value));
    setAsking(null);
  };
  const addToCart = () => {
    if (missing) {
      const option = p.options.find((o) => !picked[o.nom])!.nom;
      setAsking({ option, message: missing });
      // The first choosable chip of that option: the phone's bottom bar scrolls back to it.
      document.querySelector<HTMLInputElement>(`input[name="${option.toLowerCase()}-${p.id}"]:not(:disabled)`)?.focus();
      return;
    }
    const line = variant && {
      id: variant.id,
      stock,
      label: comboLabel(
        p.options.map((o) => o.nom),
        p.options.map((o) => picked[o.nom]),
      ),
      imageUrl: photos[0]?.thumbnailUrl ?? p.imagePrincipale?.thumbnailUrl ?? null,
    };
    if (add(p, Math.min(quantity, remaining), "detail", line ?? undefined)) setQuantity(1);
  };
  const low = variant || p.options.length === 0 ? lowStockNote(stock) : null;
  return (
    <Container maxW="6xl" py="4">
      <Button asChild variant="ghost" minH="11" mb="3">
        <RouterLink to={back}>
          <ArrowLeft /> Retour aux produits
        </RouterLink>
      </Button>
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap={{ base: "5", md: "10" }}>
        {/* Keyed by colour too: choosing one shows its first photo. */}
        <Gallery key={`${p.id}:${colour ?? ""}`} photos={photos} name={p.nom} greyed={p.enRupture}>
          <ProductBadges outOfStock={p.enRupture} featured={p.aLaUne} discount={p.promotionActive ? p.pourcentReduction : 0} />
        </Gallery>
        <Stack gap="4">
          <HStack gap="2" flexWrap="wrap">
            <Badge variant="outline">{p.typeProduit.nom}</Badge>
            {p.sousTypeProduit && <Badge variant="outline">{p.sousTypeProduit.nom}</Badge>}
          </HStack>
          <Heading as="h1" fontFamily="heading" fontSize={{ base: "2xl", md: "4xl" }}>
            {p.nom}
          </Heading>
          <Stars count={p.etoiles} />
          <Price paid={p.prixApresPromotion} original={p.prix} promotion={p.promotionActive} size="lg" />
          {p.promotionActive && (
            <Text color="accent.fg" fontWeight="semibold">
              -{p.pourcentReduction} % · Économie de {formatFCFA(p.economie)}
            </Text>
          )}
          <ShareButton
            product={{ name: p.nom, price: p.prixApresPromotion, url: `${shop?.urlPublique ?? window.location.origin}/produits/${p.id}` }}
          />
          <Text whiteSpace="pre-line">{p.description || "Aucune description disponible pour ce produit."}</Text>
          {available ? (
            <Stack gap="3" ref={mainAction}>
              {p.options.length > 0 && (
                <OptionChips productId={p.id} options={p.options} variants={p.variantes} chosen={picked} onChoose={pick} asking={asking} />
              )}
              {low ? (
                <Text fontSize="sm" color="accent.fg" fontWeight="semibold" data-testid="stock-note">
                  {low}
                  {inCart ? ` · ${inCart} déjà dans votre panier` : ""}
                </Text>
              ) : (
                (!missing || p.options.length === 0) && (
                  <Text fontSize="sm" color="fg.muted" data-testid="stock-note">
                    {stock} en stock{inCart ? ` · ${inCart} déjà dans votre panier` : ""}
                  </Text>
                )
              )}
              {remaining > 0 ? (
                <QuantityPicker value={Math.min(quantity, remaining)} max={remaining} onChange={setQuantity} />
              ) : (
                <Text role="status" fontWeight="semibold">
                  Tout le stock disponible est déjà dans votre panier.
                </Text>
              )}
              <Button minH="12" bg="brand.solid" color="brand.contrast" disabled={remaining <= 0} onClick={addToCart}>
                Ajouter au panier
              </Button>
            </Stack>
          ) : (
            <Stack gap="2" ref={mainAction}>
              <Text color="red.700" fontWeight="semibold">
                Ce produit est actuellement en rupture de stock.
              </Text>
              <Button minH="12" disabled variant="subtle">
                Non disponible
              </Button>
            </Stack>
          )}
        </Stack>
      </Grid>
      <BuyBar main={mainAction} price={p.prixApresPromotion} available={available} canAdd={remaining > 0} onAdd={addToCart} />
      {(data?.recommendations.length ?? 0) > 0 && <Recommendations items={data!.recommendations} />}
    </Container>
  );
}
