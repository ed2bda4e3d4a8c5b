import { lazy, memo, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useShop } from "../lib/shop-context.tsx";
import { whatsappLink } from "../lib/whatsapp.ts";
import { formatFCFA } from "../lib/format.ts";
import { useIsPhone } from "../lib/media.ts";
import { BottomBarContext } from "../lib/bottom-bar.ts";
import { useOnline } from "../lib/online.ts";
import { WhatsAppIcon } from "../components/ui/icons.tsx";
import { ToasterHost } from "../components/ui/toaster.tsx";
import { StoreHeader } from "./StoreHeader.tsx";
import { HydrateLater } from "../lib/hydrate-later.tsx";

// Kept by the service worker; never installed, offline, it cannot load: nothing is shown.
const OfflineBanner = lazy<ComponentType>(() => import("./OfflineBanner.tsx").catch(() => ({ default: () => null })));

/** Every navigation starts at the top of the page (SPEC §2). */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => { window.scrollTo(0, 0); }, [pathname, search]); // newer browsers return a Promise: never return it as a cleanup
  return null;
}

/** Room at its end for the WhatsApp button, and for the offline banner too when it shows. */
const StoreFooter = memo(function StoreFooter({ offline }: { offline: boolean }) {
  const { shop } = useShop();
  const phone = shop?.whatsapp ?? "";
  return (
    <Box as="footer" bg="indigo.900" color="whiteAlpha.900" mt="16" pt="10" pb={offline ? "44" : "24"}>
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gap="2">
            <Heading as="h2" fontSize="md" color="white">Service client</Heading>
            <RouterLink to="/faq">FAQ — questions fréquentes</RouterLink>
            <RouterLink to="/livraison">Livraison et tarifs</RouterLink>
            <RouterLink to="/cart">Mon panier</RouterLink>
          </Stack>
          <Stack gap="2">
            <Heading as="h2" fontSize="md" color="white">Contact et livraison</Heading>
            {phone && <a href={whatsappLink(phone)} target="_blank" rel="noopener noreferrer">WhatsApp : +{phone}</a>}
            <Text>Dakar : {formatFCFA(shop?.livraison.dakarPrix ?? 2000)}, livré en {shop?.livraison.dakarDelai ?? "24 h"}</Text>
            <Text>Régions : sur devis, {shop?.livraison.regionsDelai ?? "2 à 4 jours"}</Text>
            <Text>Support 7 j/7, de 8 h à 20 h</Text>
          </Stack>
          <Stack gap="2">
            <Heading as="h2" fontSize="md" color="white">Suivez-nous</Heading>
            <Flex gap="4" flexWrap="wrap">
              <a href="https://www.facebook.com/" target="_blank" rel="noopener noreferrer">Facebook</a>
              <a href="https://www.instagram.com/" target="_blank" rel="noopener noreferrer">Instagram</a>
              <a href="https://www.tiktok.com/" target="_blank" rel="noopener noreferrer">TikTok</a>
            </Flex>
          </Stack>
        </SimpleGrid>
        <Text mt="8" fontSize="sm" color="whiteAlpha.800">© {new Date().getFullYear()} {shop?.nom ?? "Boutique en Ligne"} · Dakar, Sénégal</Text>
      </Container>
    </Box>
  );
});

// The phone's bottom bar reports its slot right after the hydration (a state update of the layout):
// the header and the footer, the largest parts, are not drawn again for it (decision 050).
const Header = memo(StoreHeader);

/** Floating on desktop; on phones it sits at the end of the bottom bar, so it never covers the page. */
function WhatsAppButton({ floating }: { floating: boolean }) {
  const { shop } = useShop();
  if (!shop) return null;
  const place = floating ? { position: "fixed", bottom: "4", right: "4", zIndex: "overlay", w: "14", h: "14", shadow: "lg" } as const : { w: "12", h: "12", flexShrink: "0" } as const;
  return (
    <Box as="a" {...{ href: whatsappLink(shop.whatsapp, `Bonjour ${shop.nom}, j'ai une question.`), target: "_blank", rel: "noopener noreferrer" }}
      aria-label="Nous écrire sur WhatsApp" {...place} borderRadius="full"
      bg="whatsapp.700" color="white" display="grid" placeItems="center" fontSize="3xl" _hover={{ bg: "whatsapp.800" }}>
      <WhatsAppIcon />
    </Box>
  );
}

/** `notice` sits right above the bar (the offline banner), whatever the bar's height. */
function PhoneBottomBar({ onSlot, notice }: { onSlot: (el: HTMLElement | null) => void; notice: ReactNode }) {
  return (
    <Box position="fixed" bottom="0" insetX="0" zIndex="sticky">
      {notice}
      <Flex bg="surface.card" borderTopWidth="1px" shadow="md" px="4" py="2" gap="3" align="center" minH="16" data-testid="bottom-bar">
        <Flex ref={onSlot} flex="1" minW="0" align="center" />
        <WhatsAppButton floating={false} />
      </Flex>
    </Box>
  );
}

export function StoreLayout({ children }: { children: ReactNode }) {
  const phone = useIsPhone();
  const online = useOnline();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const offline = online ? null : <Suspense fallback={null}><OfflineBanner /></Suspense>;
  return (
    <BottomBarContext.Provider value={phone ? slot : null}>
      <ScrollToTop />
      <Header />
      <Box as="main" id="contenu" pt={{ base: "28", md: "28" }} minH="100vh">{children}</Box>
      <HydrateLater><StoreFooter offline={!online} /></HydrateLater>
      {phone ? <PhoneBottomBar onSlot={setSlot} notice={offline} /> : (
        <>
          <WhatsAppButton floating />
          {offline && <Box position="fixed" bottom="4" left="4" maxW="md" zIndex="overlay" borderRadius="md" overflow="hidden">{offline}</Box>}
        </>
      )}
      <ToasterHost />
    </BottomBarContext.Provider>
  );
}
