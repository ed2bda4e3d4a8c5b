import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { Box, Button, Container, Flex, Grid, Heading, HStack, IconButton, Separator, Stack, Text } from "@chakra-ui/react";
import { useCart } from "../../lib/cart-store.tsx";
import { useShop } from "../../lib/shop-context.tsx";
import { cartTotal, lineKey, lineName, lineTotal, type CartLine } from "../../lib/cart.ts";
import { changeMessage, type Change, type Problem } from "../../lib/cart-check.ts";
import { formatFCFA } from "../../../../contract/format.ts";
import { orderMessage } from "../../lib/whatsapp.ts";
import { formatOrderReference } from "../../../../contract/order-reference.ts";
import {
  cartReference,
  customerLines,
  customerOf,
  EMPTY_CUSTOMER,
  orderBody,
  readCustomer,
  markOrderSent,
  orderContent,
  referenceForContent,
  saveCustomer,
  sendOrder,
  wakeOutbox,
  type CustomerInput,
} from "../../lib/order.ts";
import { CustomerFields } from "./CustomerFields.tsx";
import { whatsappLink } from "../../lib/whatsapp-link.ts";
import { ProductImage } from "../../components/ui/ProductImage.tsx";
import { EmptyState } from "../../components/ui/States.tsx";
import { TrashIcon, WhatsAppIcon } from "../../components/ui/icons.tsx";
import { useCartCheck, type CheckStatus } from "./useCartCheck.ts";
import { OrderBar } from "./OrderBar.tsx";

/** Why the order button waits, under it (the button points to it). */
const WAITING: Record<Exclude<CheckStatus, "checked">, string> = {
  checking: "Vérification des prix et du stock…",
  offline: "Vous êtes hors ligne : la commande sera possible au retour de la connexion, une fois les prix et le stock vérifiés.",
  failed: "Impossible de vérifier les prix et le stock pour le moment. Vérifiez votre connexion puis réessayez.",
};

function ChangesNotice({ changes }: { changes: Change[] }) {
  return (
    <Box
      role="status"
      bg="accent.subtle"
      borderStartWidth="4px"
      borderColor="accent.solid"
      borderRadius="md"
      px="4"
      py="3"
      mb="4"
      data-testid="cart-changes"
    >
      <Text fontWeight="semibold">Votre panier a été mis à jour</Text>
      {changes.map((c) => (
        <Text key={`${c.kind}:${c.line}`} fontSize="sm">
          {changeMessage(c)}
        </Text>
      ))}
    </Box>
  );
}

function CartRow({ line, problem }: { line: CartLine; problem?: Problem }) {
  const cart = useCart();
  const name = lineName(line);
  return (
    <Flex gap="3" py="3" align="center" data-testid="cart-line">
      <Box w={{ base: "20", md: "24" }} flexShrink="0" borderRadius="md" overflow="hidden">
        <ProductImage src={line.imageUrl} alt={name} sizes="96px" greyed={!!problem} />
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="semibold">
          <RouterLink to={`/produits/${line.productId}`}>{name}</RouterLink>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatFCFA(line.unitPrice)} l'unité
        </Text>
        {problem && (
          <Text fontSize="sm" color="red.700" fontWeight="semibold" role="status">
            {problem === "gone" ? "Ce produit n'est plus disponible." : "Ce produit est en rupture de stock."}
          </Text>
        )}
        {!problem && (
          <HStack gap="0" borderWidth="1px" borderRadius="md" w="fit-content">
            <Button
              variant="ghost"
              minW="11"
              minH="11"
              aria-label={`Diminuer la quantité de ${name}`}
              onClick={() => (line.quantity <= 1 ? cart.remove(line) : cart.setQuantity(line, line.quantity - 1))}
            >
              −
            </Button>
            <Text minW="8" textAlign="center" data-testid="line-quantity">
              {line.quantity}
            </Text>
            <Button
              variant="ghost"
              minW="11"
              minH="11"
              aria-label={`Augmenter la quantité de ${name}`}
              disabled={line.quantity >= line.stock}
              onClick={() => cart.setQuantity(line, line.quantity + 1)}
            >
              +
            </Button>
          </HStack>
        )}
      </Stack>
      <Stack align="end" gap="1">
        <Text fontWeight="bold">{formatFCFA(lineTotal(line))}</Text>
        <IconButton aria-label={`Retirer ${name} du panier`} variant="ghost" minW="11" minH="11" onClick={() => cart.remove(line)}>
          <TrashIcon />
        </IconButton>
      </Stack>
    </Flex>
  );
}

function SentNotice({ reference }: { reference: string }) {
  const ref = formatOrderReference(reference);
  return (
    <Box
      role="status"
      bg="brand.subtle"
      borderStartWidth="4px"
      borderColor="brand.solid"
      borderRadius="md"
      px="4"
      py="3"
      mb="4"
      data-testid="order-sent"
    >
      <Text fontWeight="semibold">Commande n° {ref} transmise</Text>
      <Text fontSize="sm">
        Envoyez le message dans WhatsApp pour la confirmer.{" "}
        <RouterLink to={`/commande/${ref}`} style={{ textDecoration: "underline" }}>
          Suivre ma commande
        </RouterLink>
      </Text>
    </Box>
  );
}

/** The reference kept with the cart, the shopper's details, and the tap that records the order. */
function useOrder(cartKey: string | undefined) {
  const [reference, setReference] = useState<string | null>(null);
  const [customer, setCustomer] = useState<CustomerInput>(EMPTY_CUSTOMER);
  const [sent, setSent] = useState<string | null>(null);
  useEffect(() => {
    if (!cartKey) return;
    setReference(cartReference(cartKey));
    setCustomer(readCustomer(cartKey));
    // Orders kept while the connection failed leave now, and whenever it comes back.
    const wake = () => void wakeOutbox();
    wake();
    addEventListener("online", wake);
    return () => removeEventListener("online", wake);
  }, [cartKey]);
  const changeCustomer = useCallback(
    (next: CustomerInput) => {
      setCustomer(next);
      if (cartKey) saveCustomer(cartKey, next);
    },
    [cartKey],
  );
  /** On the tap: the link opens as it is and the record leaves beside it. The reference stays the
   * cart's: a second tap on the same cart is the same order, not a second one. */
  const placed = useCallback(
    (ref: string, body: string, content: string) => {
      void sendOrder(ref, body);
      if (cartKey) markOrderSent(cartKey, ref, content);
      setTimeout(() => setSent(ref), 0);
    },
    [cartKey],
  );
  /** A cart changed since its order was sent is a new order: it gets a new reference. */
  const follow = useCallback(
    (content: string) => {
      if (!cartKey || !reference) return;
      const next = referenceForContent(cartKey, content);
      if (next !== reference) setReference(next);
    },
    [cartKey, reference],
  );
  return { reference, customer, changeCustomer, sent, placed, follow };
}

export default function CartPage() {
  const cart = useCart();
  const { shop } = useShop();
  const { status, check, retry } = useCartCheck();
  const problems = check?.problems ?? new Map<string, Problem>();
  const orderAction = useRef<HTMLDivElement>(null);
  const order = useOrder(shop?.clePanier);
  const orderable = cart.lines.filter((l) => !problems.has(lineKey(l)));
  // Built from checked prices and stock only (the check replaced the cart's lines with them).
  const customer = customerOf(order.customer);
  const content = orderContent(orderable, customer);
  // Before the paint: no tap can send the changed cart under the reference of the order sent.
  useLayoutEffect(() => order.follow(content), [order.follow, content]);

  if (cart.lines.length === 0) {
    return (
      <Container maxW="3xl">
        {order.sent && (
          <Box pt="4">
            <SentNotice reference={order.sent} />
          </Box>
        )}
        <EmptyState title="Votre panier est vide">
          <Button asChild bg="brand.solid" color="brand.contrast" minH="11">
            <RouterLink to="/pro">Découvrir nos produits</RouterLink>
          </Button>
        </EmptyState>
      </Container>
    );
  }
  const total = cartTotal(orderable);
  const reference = order.reference;
  const link =
    shop && reference && orderable.length && status === "checked"
      ? whatsappLink(
          shop.whatsapp,
          orderMessage(
            {
              name: shop.nom,
              whatsapp: shop.whatsapp,
              publicUrl: shop.urlPublique,
              dakarPrice: shop.livraison.dakarPrix,
              dakarDelay: shop.livraison.dakarDelai,
              regionsDelay: shop.livraison.regionsDelai,
            },
            orderable,
            { reference, details: customerLines(customer) },
          ),
        )
      : null;
  const onOrder = link && reference ? () => order.placed(reference, orderBody(reference, orderable, customer), content) : undefined;

  return (
    <Container maxW="6xl" py="4">
      <Heading as="h1" fontFamily="heading" fontSize={{ base: "2xl", md: "3xl" }} color="brand.fg" mb="4">
        Mon panier
      </Heading>
      {order.sent && <SentNotice reference={order.sent} />}
      {check && check.changes.length > 0 && <ChangesNotice changes={check.changes} />}
      <Grid templateColumns={{ base: "1fr", md: "2fr 1fr" }} gap="6" alignItems="start">
        <Stack gap="6">
          <Stack bg="surface.card" borderRadius="lg" px="4" shadow="xs" separator={<Separator />}>
            {cart.lines.map((l) => (
              <CartRow key={lineKey(l)} line={l} problem={problems.get(lineKey(l))} />
            ))}
          </Stack>
          <Box bg="surface.card" borderRadius="lg" p="5" shadow="xs">
            <CustomerFields value={order.customer} onChange={order.changeCustomer} />
          </Box>
        </Stack>
        <Stack bg="surface.card" borderRadius="lg" p="5" gap="3" shadow="xs" position={{ md: "sticky" }} top="32">
          <Heading as="h2" fontSize="lg" fontFamily="body">
            Récapitulatif
          </Heading>
          <Flex justify="space-between">
            <Text>Sous-total</Text>
            <Text data-testid="cart-subtotal">{formatFCFA(total)}</Text>
          </Flex>
          <Flex justify="space-between">
            <Text>Livraison</Text>
            <Text>À calculer</Text>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            Dakar : {formatFCFA(shop?.livraison.dakarPrix ?? 2000)} ({shop?.livraison.dakarDelai ?? "24 h"}) · Régions : sur devis (
            {shop?.livraison.regionsDelai ?? "2 à 4 jours"})
          </Text>
          <Separator />
          <Flex justify="space-between" fontWeight="bold" fontSize="lg">
            <Text>Total</Text>
            <Text data-testid="cart-total">{formatFCFA(total)}</Text>
          </Flex>
          {reference && (
            <Text fontSize="sm" color="fg.muted">
              Commande n°{" "}
              <Text as="span" fontWeight="semibold" color="fg" data-testid="order-reference">
                {formatOrderReference(reference)}
              </Text>
            </Text>
          )}
          {problems.size > 0 && (
            <Text fontSize="sm" color="red.700">
              Les produits indisponibles ne sont pas inclus dans la commande.
            </Text>
          )}
          <Box ref={orderAction} display="grid">
            <Button
              asChild={!!link}
              minH="12"
              bg="whatsapp.700"
              color="white"
              _hover={{ bg: "whatsapp.800" }}
              disabled={!link}
              aria-describedby={status === "checked" ? undefined : "order-waiting"}
            >
              {link ? (
                <a href={link} target="_blank" rel="noopener noreferrer" data-testid="order-link" onClick={onOrder}>
                  <WhatsAppIcon /> Commander sur WhatsApp
                </a>
              ) : (
                <span>Commander sur WhatsApp</span>
              )}
            </Button>
          </Box>
          {status !== "checked" && (
            <Text
              id="order-waiting"
              fontSize="sm"
              color={status === "failed" ? "red.700" : status === "checking" ? "fg.muted" : undefined}
              role="status"
              data-testid="order-waiting"
            >
              {WAITING[status]}
            </Text>
          )}
          {status === "failed" && (
            <Button variant="outline" minH="11" onClick={retry}>
              Réessayer
            </Button>
          )}
          <Button variant="ghost" minH="11" onClick={() => cart.clear()}>
            Vider le panier
          </Button>
        </Stack>
      </Grid>
      <OrderBar main={orderAction} total={total} link={link} onOrder={onOrder} />
    </Container>
  );
}
