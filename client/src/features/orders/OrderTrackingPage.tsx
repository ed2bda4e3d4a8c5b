// /commande/{reference} (issue 26, decision 070): the shopper's order as a timeline (Reçue,
// Confirmée, Livrée, or Annulée), its lines and total; no personal data. Drawn on the server like
// the other storefront pages (its answer preloaded by server/src/http/preload.ts), so it reads with
// JavaScript off. Minimal version by the server side (decision 071); the browser side may replace it.
import { useParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Box, Container, Flex, Heading, List, Stack, Text } from "@chakra-ui/react";
import { graphql } from "../../gql";
import { ErrorState, LoadingStatus } from "../../components/ui/States.tsx";
import { formatFCFA } from "../../lib/format.ts";
import { formatOrderReference, normalizeOrderReference } from "../../lib/order-reference.ts";

export const OrderTrackingQuery = graphql(`
  query OrderTracking($reference: String!) {
    suiviCommande(reference: $reference) {
      reference statut creeLe confirmeeLe livreeLe annuleeLe total nombreArticles
      lignes { nom variante quantite prixUnitaire total }
    }
  }
`);

const dateTime = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  // Dakar is UTC: the same text on the server and in the browser (no hydration mismatch).
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} à ${pad(d.getUTCHours())} h ${pad(d.getUTCMinutes())}`;
};

interface Step { label: string; at: string | null | undefined; done: boolean }

function Timeline({ steps }: { steps: Step[] }) {
  return (
    <List.Root as="ol" listStyle="none" gap="3" aria-label="Étapes de la commande">
      {steps.map((s) => (
        <List.Item key={s.label} display="flex" gap="3" alignItems="center" aria-current={s.done ? "step" : undefined}>
          <Box w="4" h="4" borderRadius="full" flexShrink={0} bg={s.done ? "brand.solid" : "transparent"} borderWidth="2px" borderColor="brand.solid" aria-hidden="true" />
          <Text fontWeight={s.done ? "semibold" : "normal"}>
            {s.label}{s.done ? "" : " (à venir)"}{s.at ? <Text as="span" fontWeight="normal"> — {dateTime(s.at)}</Text> : null}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

export default function OrderTrackingPage() {
  const { reference = "" } = useParams();
  const bare = normalizeOrderReference(reference);
  const { data, loading, error, refetch } = useQuery(OrderTrackingQuery, { variables: { reference: bare ?? "" }, skip: !bare });
  const order = data?.suiviCommande;
  if (bare && loading && !order) return <LoadingStatus label="Chargement de la commande…" />;
  if (bare && error && !order) return <ErrorState title="Suivi indisponible" message="Le suivi de la commande n'a pas pu être chargé." onRetry={() => void refetch()} />;
  if (!order) {
    return (
      <Container maxW="3xl" py="12">
        <Stack align="center" textAlign="center" gap="3">
          <Heading as="h1" fontFamily="heading" fontSize="3xl">Commande introuvable</Heading>
          <Text>Vérifiez la référence reçue dans votre message WhatsApp (par exemple K7M2-QX9P).</Text>
        </Stack>
      </Container>
    );
  }
  const cancelled = order.statut === "annulee";
  const steps: Step[] = [
    { label: "Reçue", at: order.creeLe as string, done: true },
    ...(cancelled
      ? [{ label: "Annulée", at: order.annuleeLe as string | null, done: true }]
      : [
          { label: "Confirmée", at: order.confirmeeLe as string | null, done: order.statut === "confirmee" || order.statut === "livree" },
          { label: "Livrée", at: order.livreeLe as string | null, done: order.statut === "livree" },
        ]),
  ];
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="6">
        <Heading as="h1" fontFamily="heading" fontSize="2xl">Commande n° {formatOrderReference(order.reference)}</Heading>
        <Timeline steps={steps} />
        <Stack as="section" aria-labelledby="order-lines" gap="2">
          <Heading as="h2" id="order-lines" fontSize="lg">Articles ({order.nombreArticles})</Heading>
          <List.Root listStyle="none" gap="2">
            {order.lignes.map((l, i) => (
              <List.Item key={i}>
                <Flex justify="space-between" gap="3" flexWrap="wrap">
                  <Text>{l.quantite} × {l.nom}{l.variante ? ` (${l.variante})` : ""}</Text>
                  <Text>{formatFCFA(l.total)}</Text>
                </Flex>
              </List.Item>
            ))}
          </List.Root>
          <Flex justify="space-between" fontWeight="bold" borderTopWidth="1px" pt="2">
            <Text>Total</Text>
            <Text>{formatFCFA(order.total)}</Text>
          </Flex>
          <Text fontSize="sm" color="fg.muted">Hors livraison.</Text>
        </Stack>
      </Stack>
    </Container>
  );
}
