import { Link as RouterLink } from "react-router";
import { Button, Container, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useShop } from "../../lib/shop-context.tsx";
import { whatsappLink } from "../../lib/whatsapp-link.ts";
import { WhatsAppIcon } from "../../components/ui/icons.tsx";

export default function NotFoundPage() {
  const { shop } = useShop();
  return (
    <Container maxW="3xl" py="12">
      <Stack align="center" textAlign="center" gap="4">
        <Text fontSize="6xl" fontFamily="heading" color="accent.fg" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" fontFamily="heading" fontSize="3xl">
          Page Introuvable
        </Heading>
        <Text>La page que vous cherchez n'existe pas ou a été déplacée.</Text>
        <Flex gap="2" flexWrap="wrap" justify="center">
          <Button asChild minH="11" bg="brand.solid" color="brand.contrast">
            <RouterLink to="/">Accueil</RouterLink>
          </Button>
          <Button asChild minH="11" variant="outline">
            <RouterLink to="/pro">Produits</RouterLink>
          </Button>
          <Button asChild minH="11" variant="outline">
            <RouterLink to="/livraison">Livraison</RouterLink>
          </Button>
          <Button asChild minH="11" variant="outline">
            <RouterLink to="/faq">FAQ</RouterLink>
          </Button>
        </Flex>
        {shop && (
          <Button asChild minH="11" bg="whatsapp.700" color="white">
            <a href={whatsappLink(shop.whatsapp, `Bonjour ${shop.nom}, j'ai besoin d'aide.`)} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon /> Besoin d'aide ? Écrivez-nous sur WhatsApp
            </a>
          </Button>
        )}
        <Text fontSize="sm">
          Une question ? Consultez notre{" "}
          <RouterLink to="/faq">
            <u>FAQ</u>
          </RouterLink>
          .
        </Text>
      </Stack>
    </Container>
  );
}
