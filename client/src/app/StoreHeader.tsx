import { lazy, Suspense, useState, type FormEvent } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { Box, Button, Container, Flex, IconButton, Input, Text } from "@chakra-ui/react";
import { useShop, type NavCategory } from "../lib/shop-context.tsx";
import { useCart } from "../lib/cart-store.tsx";
import { badgeLabel } from "../lib/cart.ts";
import { CartIcon, ChevronDown, MenuIcon, SearchIcon } from "../components/ui/icons.tsx";

import { useIsPhone } from "../lib/media.ts";
import { categoryHref } from "../../../contract/list-params.ts";
import { WhatsAppButton } from "./WhatsAppButton.tsx";

const MobileMenuPanel = lazy(() => import("./MobileMenuPanel.tsx"));
const NAV_CATEGORIES = 5;

function Logo({ name }: { name: string }) {
  return (
    <RouterLink to="/" title="Accueil">
      <Flex align="center" gap="2" minH="11">
        <Box
          w="7"
          h="7"
          borderRadius="full"
          bg="accent.solid"
          display="grid"
          placeItems="center"
          color="white"
          fontWeight="bold"
          fontSize="sm"
          aria-hidden="true"
        >
          B
        </Box>
        <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: "lg", md: "xl" }} color="white" whiteSpace="nowrap">
          {name}
        </Text>
      </Flex>
    </RouterLink>
  );
}

/** Desktop: hover (or keyboard focus) opens the sub-types under the category. */
function DesktopCategory({ category }: { category: NavCategory }) {
  return (
    <Box position="relative" className="group">
      <Flex
        as={RouterLink}
        {...{ to: categoryHref(category) }}
        align="center"
        gap="1"
        px="3"
        minH="11"
        color="white"
        fontSize="sm"
        fontWeight="semibold"
        _hover={{ bg: "whiteAlpha.200" }}
        borderRadius="md"
      >
        {category.nom}
        {category.sousTypes.length > 0 && <ChevronDown />}
      </Flex>
      {category.sousTypes.length > 0 && (
        <Box
          position="absolute"
          top="100%"
          left="0"
          minW="52"
          bg="surface.card"
          color="ink"
          shadow="lg"
          borderRadius="md"
          py="2"
          zIndex="dropdown"
          display="none"
          _groupHover={{ display: "block" }}
          _groupFocusWithin={{ display: "block" }}
        >
          {category.sousTypes.map((s) => (
            <Box
              as={RouterLink}
              key={s.id}
              {...{ to: categoryHref(category, s.id) }}
              display="block"
              px="4"
              py="2.5"
              fontSize="sm"
              _hover={{ bg: "brand.subtle" }}
            >
              {s.nom}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function MoreMenu({ categories }: { categories: NavCategory[] }) {
  if (!categories.length) return null;
  return (
    <Box position="relative" className="group">
      <Button variant="plain" color="white" fontSize="sm" minH="11" aria-haspopup="true">
        Plus <ChevronDown />
      </Button>
      <Box
        position="absolute"
        top="100%"
        right="0"
        minW="56"
        bg="surface.card"
        color="ink"
        shadow="lg"
        borderRadius="md"
        py="2"
        zIndex="dropdown"
        display="none"
        _groupHover={{ display: "block" }}
        _groupFocusWithin={{ display: "block" }}
      >
        {categories.map((c) => (
          <Box key={c.id}>
            <Box
              as={RouterLink}
              {...{ to: categoryHref(c) }}
              display="block"
              px="4"
              py="2.5"
              fontSize="sm"
              fontWeight="semibold"
              _hover={{ bg: "brand.subtle" }}
            >
              {c.nom}
            </Box>
            {c.sousTypes.map((s) => (
              <Box
                as={RouterLink}
                key={s.id}
                {...{ to: categoryHref(c, s.id) }}
                display="block"
                ps="8"
                pe="4"
                py="2"
                fontSize="sm"
                _hover={{ bg: "brand.subtle" }}
              >
                {s.nom}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function CategoryBar({ categories }: { categories: NavCategory[] }) {
  return (
    <Flex as="nav" aria-label="Catégories" hideBelow="md" gap="1" pb="1">
      <Flex
        as={RouterLink}
        {...{ to: "/pro" }}
        align="center"
        px="3"
        minH="11"
        color="white"
        fontSize="sm"
        fontWeight="semibold"
        _hover={{ bg: "whiteAlpha.200" }}
        borderRadius="md"
      >
        Tous les produits
      </Flex>
      {categories.slice(0, NAV_CATEGORIES).map((c) => (
        <DesktopCategory key={c.id} category={c} />
      ))}
      <MoreMenu categories={categories.slice(NAV_CATEGORIES)} />
    </Flex>
  );
}

/** Mobile: the panel's code (drawer, accordion) loads on the first tap only. */
function MobileMenu({ categories }: { categories: NavCategory[] }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Ouvrir le menu"
        variant="plain"
        color="white"
        minW="11"
        minH="11"
        hideFrom="md"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel categories={categories} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** A GET form to the list: before the code (or without it) the browser sends it itself (decision
 * 065). The text is read from the field when sent, so what was typed before the hydration counts. */
function SearchBox() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget as HTMLFormElement).get("search") ?? "").trim();
    if (!q) return; // SPEC §5: empty text is ignored
    navigate(`/pro?search=${encodeURIComponent(q)}`);
  };
  return (
    <Flex
      as="form"
      {...{ action: "/pro", method: "get" }}
      role="search"
      onSubmit={submit}
      flex="1"
      maxW={{ md: "sm" }}
      bg="white"
      borderRadius="full"
      align="center"
      ps="3"
    >
      <Input
        aria-label="Rechercher un produit"
        placeholder="Rechercher un produit…"
        name="search"
        defaultValue={params.get("search") ?? ""}
        border="none"
        color="gray.900"
        _placeholder={{ color: "gray.600" }}
        h="11"
        px="1"
        type="search"
      />
      <IconButton type="submit" aria-label="Rechercher" variant="plain" color="brand.solid" minW="11" minH="11">
        <SearchIcon />
      </IconButton>
    </Flex>
  );
}

/** A phone gets neither the desktop's search field nor its category bar (about 80 elements, hidden
 * there by CSS): its first hydration is that much shorter (decision 055). The CSS stays, for a
 * wrong guess of the server until the browser knows the screen's width. */
export function StoreHeader() {
  const { shop, categories } = useShop();
  const cart = useCart();
  const phone = useIsPhone();
  return (
    <Box as="header" position="fixed" top="0" insetX="0" zIndex="sticky" bg="indigo.700" shadow="sm">
      <Container maxW="7xl" px={{ base: "2", md: "6" }}>
        <Flex align="center" gap={{ base: "1", md: "4" }} minH="14" py="1">
          <MobileMenu categories={categories} />
          <Logo name={shop?.nom ?? "Boutique en Ligne"} />
          {!phone && (
            <Box flex="1" display={{ base: "none", md: "flex" }} justifyContent="center">
              <SearchBox />
            </Box>
          )}
          <Box ms="auto" />
          <RouterLink to="/cart" aria-label={`Panier : ${cart.count} article${cart.count > 1 ? "s" : ""}`}>
            <Box position="relative" color="white" p="3" fontSize="xl">
              <CartIcon />
              {cart.count > 0 && (
                <Box
                  position="absolute"
                  top="0"
                  right="0"
                  minW="5"
                  h="5"
                  px="1"
                  borderRadius="full"
                  bg="accent.solid"
                  color="white"
                  fontSize="xs"
                  fontWeight="bold"
                  display="grid"
                  placeItems="center"
                  data-testid="cart-badge"
                >
                  {badgeLabel(cart.count)}
                </Box>
              )}
            </Box>
          </RouterLink>
        </Flex>
        <Flex hideFrom="md" pb="2" gap="2" align="center">
          <SearchBox />
          <WhatsAppButton placement="compact" />
        </Flex>
        {!phone && <CategoryBar categories={categories} />}
      </Container>
    </Box>
  );
}
