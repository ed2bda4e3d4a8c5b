// /admin/commandes/{reference} (decision 072): the order as recorded, its lines (linked to each
// product's edit page, with the price flags of issue 26 item 5), the customer's details, the
// history, the status buttons (each asks first; the server's French refusal, such as a missing
// stock, is shown), and 'Répondre sur WhatsApp'.
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Badge, Box, Button, Flex, Grid, Heading, Separator, Skeleton, Stack, Text, Wrap } from "@chakra-ui/react";
import { errorMessage } from "../../lib/errors.ts";
import { formatFCFA } from "../../../../contract/format.ts";
import { formatOrderReference, normalizeOrderReference } from "../../../../contract/order-reference.ts";
import { whatsappLink } from "../../lib/whatsapp-link.ts";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog.tsx";
import { ErrorState, LoadingStatus, EmptyState } from "../../components/ui/States.tsx";
import { toastSuccess } from "../../components/ui/admin-toaster.tsx";
import { WhatsAppIcon } from "../../components/ui/icons.tsx";
import type { CommandeDetailFragment, OrderStatus as GraphQLOrderStatus } from "../../gql/graphql.ts";
import { getFragmentData } from "../../gql";
import { ADMIN_STATUS_LABELS, AREA_LABELS, orderDateTime, type OrderStatus } from "../../lib/order-status.ts";
import { ChangerStatutMutation, CommandeDetailFields, CommandeQuery, CommandesNouvellesQuery } from "./queries.ts";
import { StatusBadge } from "./OrderListPage.tsx";
import { replyMessage } from "./reply.ts";
import { Panel } from "../../components/ui/Panel.tsx";

interface Action {
  statut: GraphQLOrderStatus;
  label: string;
  title: string;
  description: string;
  destructive?: boolean;
}
function actionsFor(statut: OrderStatus, ref: string): Action[] {
  const confirm: Action = {
    statut: "confirmee" as GraphQLOrderStatus,
    label: "Confirmer",
    title: "Confirmer la commande ?",
    description: `Les quantités de la commande ${ref} seront retirées du stock.`,
  };
  const deliver: Action = {
    statut: "livree" as GraphQLOrderStatus,
    label: "Marquer livrée",
    title: "Marquer la commande comme livrée ?",
    description: `La commande ${ref} sera marquée livrée.`,
  };
  const cancel: Action = {
    statut: "annulee" as GraphQLOrderStatus,
    label: "Annuler la commande",
    title: "Annuler la commande ?",
    destructive: true,
    description:
      statut === "confirmee" ? `La commande ${ref} sera annulée et ses quantités remises en stock.` : `La commande ${ref} sera annulée.`,
  };
  if (statut === "nouvelle") return [confirm, cancel];
  if (statut === "confirmee") return [deliver, cancel];
  return [];
}

function Detail({ order }: { order: CommandeDetailFragment }) {
  const ref = formatOrderReference(order.reference);
  const statut = order.statut as OrderStatus;
  const [pending, setPending] = useState<Action | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangerStatutMutation, { refetchQueries: [CommandesNouvellesQuery] });
  const run = async () => {
    if (!pending) return;
    setRefusal(null);
    try {
      await change({ variables: { reference: order.reference, statut: pending.statut } });
      toastSuccess(`Commande ${ref} : ${ADMIN_STATUS_LABELS[pending.statut as OrderStatus].toLowerCase()}`);
    } catch (e) {
      setRefusal(errorMessage(e, "Erreur lors du changement de statut"));
    } finally {
      setPending(null);
    }
  };
  const c = order.client;
  const phone = c.telephone;
  const flagged = order.lignes.filter((l) => l.prixDifferent).length;
  return (
    <Stack gap="4">
      <Flex justify="space-between" align={{ md: "center" }} gap="3" direction={{ base: "column", md: "row" }}>
        <Box>
          <Flex gap="3" align="center" wrap="wrap">
            <Heading as="h1" size="2xl">
              Commande {ref}
            </Heading>
            <StatusBadge statut={statut} />
          </Flex>
          <Text color="fg.muted">
            Reçue le {orderDateTime(order.creeLe)}
            {order.source === "message" ? " · enregistrée depuis un message" : ""}
          </Text>
        </Box>
        <Wrap gap="2">
          {actionsFor(statut, ref).map((a) => (
            <Button
              key={a.statut}
              minH="11"
              colorPalette={a.destructive ? "red" : "brand"}
              variant={a.destructive ? "outline" : "solid"}
              onClick={() => setPending(a)}
            >
              {a.label}
            </Button>
          ))}
          {phone && (
            <Button asChild minH="11" bg="whatsapp.700" color="white" _hover={{ bg: "whatsapp.800" }}>
              <a
                href={whatsappLink(phone, replyMessage({ ...order, statut }, window.location.origin))}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="reply-link"
              >
                <WhatsAppIcon /> Répondre sur WhatsApp
              </a>
            </Button>
          )}
        </Wrap>
      </Flex>
      {refusal && (
        <Alert.Root status="error" role="alert" data-testid="status-refusal">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Action refusée</Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {flagged > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {flagged === 1 ? "Une ligne a" : `${flagged} lignes ont`} un prix différent de celui du message : le total suit les prix de la
              boutique au moment de la commande.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="4" alignItems="start">
        <Panel headingGap="3" title={`Articles (${order.nombreArticles})`}>
          <Stack as="ul" listStyleType="none" gap="0" separator={<Separator />}>
            {order.lignes.map((l, i) => (
              <Flex as="li" key={i} justify="space-between" gap="3" py="2" data-testid="admin-order-line">
                <Stack gap="0.5" minW="0" flex="1" overflowWrap="anywhere">
                  <RouterLink to={`/admin/produits/update/${l.produitId}`} style={{ fontWeight: 600, textDecoration: "underline" }}>
                    {l.nom}
                    {l.variante ? ` (${l.variante})` : ""}
                  </RouterLink>
                  <Text fontSize="sm" color="fg.muted">
                    {l.quantite} × {formatFCFA(l.prixUnitaire)}
                  </Text>
                  {l.prixDifferent && (
                    <Badge colorPalette="orange" w="fit-content" data-testid="price-flag">
                      Prix différent : {l.prixAffiche != null ? `${formatFCFA(l.prixAffiche)} dans le message` : "absent du message"}
                    </Badge>
                  )}
                </Stack>
                <Text fontWeight="semibold" whiteSpace="nowrap">
                  {formatFCFA(l.total)}
                </Text>
              </Flex>
            ))}
          </Stack>
          <Separator my="2" />
          <Flex justify="space-between" fontWeight="bold">
            <Text>Total</Text>
            <Text data-testid="admin-order-total">{formatFCFA(order.total)}</Text>
          </Flex>
        </Panel>
        <Stack gap="4">
          <Panel headingGap="3" title="Client">
            {c.nom || c.telephone || c.zone || c.adresse ? (
              <Stack as="dl" gap="1" fontSize="sm">
                {c.nom && (
                  <Box>
                    <Text as="dt" color="fg.muted">
                      Nom
                    </Text>
                    <Text as="dd">{c.nom}</Text>
                  </Box>
                )}
                {c.telephone && (
                  <Box>
                    <Text as="dt" color="fg.muted">
                      Téléphone
                    </Text>
                    <Text as="dd">{c.telephone}</Text>
                  </Box>
                )}
                {c.zone && (
                  <Box>
                    <Text as="dt" color="fg.muted">
                      Zone de livraison
                    </Text>
                    <Text as="dd">{AREA_LABELS[c.zone as keyof typeof AREA_LABELS] ?? c.zone}</Text>
                  </Box>
                )}
                {c.adresse && (
                  <Box>
                    <Text as="dt" color="fg.muted">
                      Adresse
                    </Text>
                    <Text as="dd" overflowWrap="anywhere">
                      {c.adresse}
                    </Text>
                  </Box>
                )}
              </Stack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                Le client n'a pas laissé de coordonnées.
              </Text>
            )}
          </Panel>
          <Panel headingGap="3" title="Historique">
            <Stack as="ol" listStyleType="none" gap="2" fontSize="sm" data-testid="order-history">
              {order.historique.map((h, i) => (
                <Box as="li" key={i}>
                  <Text fontWeight="medium">
                    {h.de
                      ? `${ADMIN_STATUS_LABELS[h.de as OrderStatus]} → ${ADMIN_STATUS_LABELS[h.vers as OrderStatus]}`
                      : `Reçue (${ADMIN_STATUS_LABELS[h.vers as OrderStatus]})`}
                  </Text>
                  <Text color="fg.muted">
                    {orderDateTime(h.le)} · {h.par ?? "Client"}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Panel>
        </Stack>
      </Grid>
      <ConfirmDialog
        open={!!pending}
        title={pending?.title ?? ""}
        description={pending?.description ?? ""}
        confirmLabel={pending?.label ?? ""}
        destructive={pending?.destructive}
        busy={loading}
        onConfirm={() => void run()}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}

export function OrderDetailPage() {
  const { reference: param = "" } = useParams();
  const reference = normalizeOrderReference(param);
  const { data, loading, error, refetch } = useQuery(CommandeQuery, {
    variables: { reference: reference ?? "" },
    skip: !reference,
    fetchPolicy: "cache-and-network",
  });
  if (!reference || (data && !data.commande)) {
    return (
      <EmptyState title="Commande introuvable">
        <Button asChild variant="outline" minH="11">
          <RouterLink to="/admin/commandes">Retour aux commandes</RouterLink>
        </Button>
      </EmptyState>
    );
  }
  if (!data && loading) {
    return (
      <LoadingStatus label="Chargement de la commande…">
        <Stack gap="3">
          <Skeleton h="12" w="60%" />
          <Skeleton h="48" />
          <Skeleton h="32" />
        </Stack>
      </LoadingStatus>
    );
  }
  if (!data?.commande)
    return (
      <ErrorState
        title="Erreur de chargement"
        message={errorMessage(error, "Erreur lors du chargement de la commande")}
        onRetry={() => void refetch()}
      />
    );
  return <Detail order={getFragmentData(CommandeDetailFields, data.commande)} />;
}
