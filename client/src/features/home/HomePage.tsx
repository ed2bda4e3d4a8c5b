import { type ComponentProps, memo, useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router";
import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { graphql } from "../../gql";
import { Carousel } from "../../components/ui/Carousel.tsx";
import { ProductCard } from "../../components/ui/ProductCard.tsx";
import { CardGridSkeleton, ErrorState } from "../../components/ui/States.tsx";
import { ChatIcon, ShieldIcon, TruckIcon } from "../../components/ui/icons.tsx";
import { useDeferredData } from "../../lib/deferred.ts";
import { HydrateLater } from "../../lib/hydrate-later.tsx";

const HomeQuery = graphql(`
  query Home {
    bannieres { id url srcSet largeur hauteur accroche alt }
    bestProducts { produits { id ...ProductCard_product } }
  }
`);

const HOME_BEST_PRODUCTS = 8;

const BENEFITS = [
  { icon: TruckIcon, title: "Livraison rapide", text: "Livré en 24 h à Dakar pour 2\u202f000\u202fFCFA, en 2 à 4 jours dans les régions." },
  { icon: ChatIcon, title: "Commande sur WhatsApp", text: "Remplissez votre panier, envoyez le message : nous confirmons tout de suite." },
  { icon: ShieldIcon, title: "Paiement à la livraison", text: "Mobile money, virement ou espèces à la livraison, en toute confiance." },
];

const TESTIMONIALS = [
  { name: "Awa, Dakar", text: "Ma robe en wax est arrivée le lendemain, exactement comme sur la photo. Je recommande !" },
  { name: "Moussa, Thiès", text: "Commande passée en deux minutes sur WhatsApp, livraison à Thiès en trois jours. Très sérieux." },
  { name: "Fatou, Saint-Louis", text: "Le beurre de karité est d'une qualité rare et le service client répond vite." },
];

/** Below a phone's first screen: adopted after it (decision 050). Memoized: the page's updates
 * that leave it as it is must not reach it while it is still the server's, or React throws its
 * HTML away and draws it again. */
interface BestProps {
  best: readonly (ComponentProps<typeof ProductCard>["product"] & { id: string })[];
  failed: boolean;
  loading: boolean;
  retry: () => Promise<unknown>;
}
const BestAndReviews = memo(function BestAndReviews({ best, failed, loading, retry }: BestProps) {
  return (
    <HydrateLater>
      <Stack as="section" aria-labelledby="meilleurs" mt="10" gap="4">
        <Stack direction="row" justify="space-between" align="center">
          <Heading as="h2" id="meilleurs" fontSize={{ base: "2xl", md: "3xl" }} fontFamily="heading" color="brand.fg">
            Nos meilleurs produits
          </Heading>
          <Button asChild variant="outline" size="sm" minH="11">
            <RouterLink to="/pro">Voir tout</RouterLink>
          </Button>
        </Stack>
        {failed ? (
          <ErrorState
            title="Erreur de chargement"
            message="Erreur lors du chargement des produits"
            onRetry={() => void retry().catch(() => {})}
          />
        ) : loading ? (
          <CardGridSkeleton />
        ) : (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: "3", md: "5" }}>
            {best.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack as="section" aria-labelledby="avis" mt="12" gap="4">
        <Heading as="h2" id="avis" fontSize={{ base: "2xl", md: "3xl" }} fontFamily="heading" color="brand.fg">
          Ils nous font confiance
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {TESTIMONIALS.map((t) => (
            <Box as="figure" key={t.name} bg="surface.sand" p="5" borderRadius="lg">
              <Text as="blockquote" fontStyle="italic">
                « {t.text} »
              </Text>
              <Text as="figcaption" mt="3" fontWeight="semibold" color="brand.fg">
                {t.name}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </HydrateLater>
  );
});

export default function HomePage() {
  const { data: answer, loading, error, refetch } = useQuery(HomeQuery);
  const { data, pending } = useDeferredData(answer);
  const best = useMemo(() => (data?.bestProducts ?? []).flatMap((g) => g.produits).slice(0, HOME_BEST_PRODUCTS), [data]);
  const slides = (data?.bannieres ?? []).map((b) => ({
    id: b.id,
    src: b.url,
    srcSet: b.srcSet,
    alt: b.alt,
    caption: b.accroche,
    width: b.largeur,
    height: b.hauteur,
  }));
  return (
    <Container maxW="7xl" py="4">
      <Heading as="h1" srOnly>
        Boutique en ligne de mode, accessoires et beauté à Dakar
      </Heading>
      {/* A failed load leaves no empty banner box; the products section says it failed. */}
      {!(error && !data) && <Carousel slides={slides} label="Nouveautés de la boutique" />}
      <SimpleGrid as="section" aria-label="Nos avantages" columns={{ base: 1, md: 3 }} gap="4" mt="8">
        {BENEFITS.map((b) => (
          <Stack key={b.title} direction="row" gap="4" bg="surface.card" p="5" borderRadius="lg" shadow="xs">
            <Box fontSize="3xl" color="accent.solid">
              <b.icon />
            </Box>
            <Stack gap="1">
              <Heading as="h2" fontSize="md" fontFamily="body">
                {b.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {b.text}
              </Text>
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
      <BestAndReviews best={best} failed={Boolean(error) && !data} loading={(loading || pending) && !data} retry={refetch} />
    </Container>
  );
}
