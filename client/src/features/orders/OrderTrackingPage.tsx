// /commande/{reference}: where a shopper follows an order (decision 072). Server-rendered like the
// other pages (the server preloads OrderTracking), readable with JavaScript off; no personal data
// (the answer carries none); 'Commande introuvable' for an unknown or malformed reference. The
// server sends `noindex` (meta and X-Robots-Tag) and a 404 for an unknown one.
import { Link as RouterLink, useParams } from "react-router";
import type { ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Container, Flex, Heading, Separator, Stack, Text } from "@chakra-ui/react";
import { graphql } from "../../gql";
import { formatFCFA } from "../../../../contract/format.ts";
import { formatOrderReference, normalizeOrderReference } from "../../../../contract/order-reference.ts";
import { EmptyState, ErrorState, LoadingSpinner } from "../../components/ui/States.tsx";
import { orderDateTime, STATUS_LABELS, STATUS_PALETTE, timeline, type OrderStatus } from "../../lib/order-status.ts";

// Its name and fields are the ones the server preloads (server/src/http/preload.ts, entry-server.tsx).
export const OrderTrackingQuery = graphql(`
  query OrderTracking($reference: String!) {
    suiviCommande(reference: $reference) {
      reference statut creeLe confirmeeLe livreeLe annuleeLe total nombreArticles
      lignes { nom variante quantite prixUnitaire total }
    }
  }
`);

function NotFound() {
  return (
    <EmptyState title="Commande introuvable">
      <Text color="fg.muted">Vérifiez la référence reçue dans votre message WhatsApp (par exemple K7M2-QX9P).</Text>
      <Button asChild bg="brand.solid" color="brand.contrast" minH="11">
        <RouterLink to="/pro">Découvrir nos produits</RouterLink>
      </Button>
    </EmptyState>
  );
}

function Timeline({ statut, dates }: { statut: OrderStatus; dates: Parameters<typeof timeline>[1] }) {
  const steps = timeline(statut, dates);
  return (
    <Box as="ol" listStyleType="none" m="0" p="0" aria-label="Étapes de la commande" data-testid="order-timeline">
      {steps.map((s, i) => (
        <Flex
          as="li"
          key={s.label}
          gap="3"
          aria-current={s.current ? "step" : undefined}
          pb={i < steps.length - 1 ? "4" : "0"}
          position="relative"
        >
          <Box
            flexShrink="0"
            w="5"
            h="5"
            mt="0.5"
            borderRadius="full"
            borderWidth="2px"
            borderColor={s.cancelled ? "red.600" : s.done ? "brand.solid" : "border.emphasized"}
            bg={s.cancelled ? "red.600" : s.done ? "brand.solid" : "transparent"}
            aria-hidden="true"
          />
          <Stack gap="0">
            <Text
              fontWeight={s.current ? "bold" : "semibold"}
              color={s.done ? (s.cancelled ? "red.700" : "fg") : "fg.muted"}
              _dark={s.cancelled ? { color: "red.300" } : undefined}
            >
              {s.label}
              {s.done ? "" : " (à venir)"}
              {s.current && (
                <Text as="span" srOnly>
                  {" "}
                  (étape actuelle)
                </Text>
              )}
            </Text>
            {s.at && (
              <Text fontSize="sm" color="fg.muted">
                {orderDateTime(s.at)}
              </Text>
            )}
          </Stack>
        </Flex>
      ))}
    </Box>
  );
}

export default function OrderTrackingPage() {
  const { reference: param = "" } = useParams();
  const reference = normalizeOrderReference(param);
  const { data, loading, error, refetch } = useQuery(OrderTrackingQuery, { variables: { reference: reference ?? "" }, skip: !reference });
  const order = data?.suiviCommande;

  let body: ReactNode;
  if (!reference || (data && !order)) body = <NotFound />;
  else if (loading && !data) body = <LoadingSpinner label="Chargement de la commande…" />;
  else if (error || !order)
    body = (
      <ErrorState title="Erreur de chargement" message="Impossible de charger la commande pour le moment." onRetry={() => void refetch()} />
    );
  else {
    const statut = order.statut as OrderStatus;
    body = (
      <Stack gap="6">
        <Flex justify="space-between" align="center" wrap="wrap" gap="2">
          <Heading as="h1" fontFamily="heading" fontSize={{ base: "2xl", md: "3xl" }} color="brand.fg">
            Commande n° {formatOrderReference(order.reference)}
          </Heading>
          <Badge size="lg" colorPalette={STATUS_PALETTE[statut]} data-testid="order-status">
            {STATUS_LABELS[statut]}
          </Badge>
        </Flex>
        <Box bg="surface.card" borderRadius="lg" p="5" shadow="xs">
          <Heading as="h2" fontSize="lg" fontFamily="body" mb="4">
            Suivi
          </Heading>
          <Timeline statut={statut} dates={order} />
        </Box>
        <Box bg="surface.card" borderRadius="lg" p="5" shadow="xs">
          <Heading as="h2" fontSize="lg" fontFamily="body" mb="2">
            Articles ({order.nombreArticles})
          </Heading>
          <Stack as="ul" listStyleType="none" m="0" p="0" separator={<Separator />}>
            {order.lignes.map((l, i) => (
              <Flex as="li" key={i} justify="space-between" gap="3" py="3" data-testid="order-line">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold">
                    {l.quantite} × {l.nom}
                    {l.variante ? ` (${l.variante})` : ""}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatFCFA(l.prixUnitaire)} l'unité
                  </Text>
                </Stack>
                <Text fontWeight="bold" whiteSpace="nowrap">
                  {formatFCFA(l.total)}
                </Text>
              </Flex>
            ))}
          </Stack>
          <Separator my="2" />
          <Flex justify="space-between" fontWeight="bold" fontSize="lg">
            <Text>Total</Text>
            <Text data-testid="order-total">{formatFCFA(order.total)}</Text>
          </Flex>
          <Text fontSize="sm" color="fg.muted" mt="1">
            Livraison en plus, confirmée sur WhatsApp.
          </Text>
        </Box>
      </Stack>
    );
  }
  return (
    <Container maxW="3xl" py="4">
      {body}
    </Container>
  );
}
