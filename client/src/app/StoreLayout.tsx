import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useShop } from "../lib/shop-context.tsx";
import { whatsappLink } from "../lib/whatsapp-link.ts";
import { formatFCFA } from "../../../contract/format.ts";
import { useIsPhone } from "../lib/media.ts";
import { BottomBarContext, createSlotStore, NO_SLOT } from "../lib/bottom-bar.ts";
import { useOnline } from "../lib/online.ts";
import { ToasterHost } from "../components/ui/toaster.tsx";
import { StoreHeader } from "./StoreHeader.tsx";
import { WhatsAppButton } from "./WhatsAppButton.tsx";
import { HydrateLater } from "../lib/hydrate-later.tsx";

// Kept by the service worker; never installed, offline, it cannot load: nothing is shown.
const OfflineBanner = lazy<ComponentType>(() => import("./OfflineBanner.tsx").catch(() => ({ default: () => null })));

/** Every navigation starts at the top of the page (SPEC §2). Not the page's first address: the
 * browser placed it, and the shopper may have scrolled the server's page before the code came; a
 * jump to the top when the layout hydrates (in the middle of a tap that hydrates it) moved the
 * page under the finger and the tap was lost (decision 079). */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const shown = useRef(address);
  useEffect(() => {
    if (shown.current === address) return;
    shown.current = address;
    window.scrollTo(0, 0);
  }, [address]);
  return null;
}

/** The shop's pages, from its settings ('Paramètres'); a network without a page is left out. */
const SOCIAL = [
  ["facebook", "Facebook"],
  ["instagram", "Instagram"],
  ["tiktok", "TikTok"],
] as const;

/** Room at its end for the floating WhatsApp button (desktop) or a page's bottom bar (phones), and the offline banner. */
const StoreFooter = memo(function StoreFooter({ offline }: { offline: boolean }) {
  const { shop } = useShop();
  const phone = shop?.whatsapp ?? "";
  const networks = SOCIAL.flatMap(([network, label]) => (shop?.reseaux[network] ? [[network, label, shop.reseaux[network]] as const] : []));
  return (
    <Box as="footer" bg="indigo.900" color="whiteAlpha.900" mt="16" pt="10" pb={offline ? "44" : "24"}>
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gap="2">
            <Heading as="h2" fontSize="md" color="white">
              Service client
            </Heading>
            <RouterLink to="/faq">FAQ — questions fréquentes</RouterLink>
            <RouterLink to="/livraison">Livraison et tarifs</RouterLink>
            <RouterLink to="/cart">Mon panier</RouterLink>
          </Stack>
          <Stack gap="2">
            <Heading as="h2" fontSize="md" color="white">
              Contact et livraison
            </Heading>
            {phone && (
              <a href={whatsappLink(phone)} target="_blank" rel="noopener noreferrer">
                WhatsApp : +{phone}
              </a>
            )}
            <Text>
              Dakar : {formatFCFA(shop?.livraison.dakarPrix ?? 2000)}, livré en {shop?.livraison.dakarDelai ?? "24 h"}
            </Text>
            <Text>Régions : sur devis, {shop?.livraison.regionsDelai ?? "2 à 4 jours"}</Text>
            {shop?.horaires && <Text>Support {shop.horaires}</Text>}
          </Stack>
          {networks.length > 0 && (
            <Stack gap="2">
              <Heading as="h2" fontSize="md" color="white">
                Suivez-nous
              </Heading>
              <Flex gap="4" flexWrap="wrap">
                {networks.map(([network, label, href]) => (
                  <a key={network} href={href} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                ))}
              </Flex>
            </Stack>
          )}
        </SimpleGrid>
        <Text mt="8" fontSize="sm" color="whiteAlpha.800">
          © {new Date().getFullYear()} {shop?.nom ?? "Boutique en Ligne"} · Dakar, Sénégal
        </Text>
      </Container>
    </Box>
  );
});

// The header, the largest part, is not drawn again for the layout's own updates (decision 050).
const Header = memo(StoreHeader);

/** Phones: a bar fixed at the bottom only while a page puts something in it (the product page's
 * price and 'Ajouter au panier', the cart's total and order button); empty, it takes no room
 * (decision 066). `notice` sits right above the bar (the offline banner), or at the bottom. */
function PhoneBottomBar({ onSlot, notice }: { onSlot: (el: HTMLElement | null) => void; notice: ReactNode }) {
  return (
    <Box position="fixed" bottom="0" insetX="0" zIndex="sticky">
      {notice}
      <Flex
        ref={onSlot}
        bg="surface.card"
        borderTopWidth="1px"
        shadow="md"
        px="4"
        py="2"
        gap="3"
        align="center"
        minH="16"
        data-testid="bottom-bar"
        _empty={{ display: "none" }}
      />
    </Box>
  );
}

/** The footer, adopted after the page (decision 050). Memoized: the layout's own updates must not
 * reach a part that is still the server's, or React throws its HTML away and draws it again
 * (decision 089). */
const LaterFooter = memo(function LaterFooter({ offline }: { offline: boolean }) {
  return (
    <HydrateLater>
      <StoreFooter offline={offline} />
    </HydrateLater>
  );
});

export function StoreLayout({ children }: { children: ReactNode }) {
  const phone = useIsPhone();
  const online = useOnline();
  const [slot] = useState(createSlotStore);
  const offline = online ? null : (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
  return (
    <BottomBarContext.Provider value={phone ? slot : NO_SLOT}>
      <ScrollToTop />
      <Header />
      <Box as="main" id="contenu" pt={{ base: "28", md: "28" }} minH="100vh">
        {children}
      </Box>
      <LaterFooter offline={!online} />
      {phone ? (
        <PhoneBottomBar onSlot={slot.set} notice={offline} />
      ) : (
        <>
          <WhatsAppButton placement="floating" />
          {offline && (
            <Box position="fixed" bottom="4" left="4" maxW="md" zIndex="overlay" borderRadius="md" overflow="hidden">
              {offline}
            </Box>
          )}
        </>
      )}
      <ToasterHost />
    </BottomBarContext.Provider>
  );
}
