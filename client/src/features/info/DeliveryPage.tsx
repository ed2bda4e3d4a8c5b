import { Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useShop } from "../../lib/shop-context.tsx";
import { formatFCFA } from "../../../../contract/format.ts";

export default function DeliveryPage() {
  const { shop } = useShop();
  const d = shop?.livraison;
  return (
    <Container maxW="4xl" py="4">
      <Heading as="h1" fontFamily="heading" fontSize={{ base: "2xl", md: "3xl" }} color="brand.fg">
        Livraison et tarifs
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="6">
        <Box bg="surface.card" p="5" borderRadius="lg" shadow="xs">
          <Heading as="h2" fontSize="lg" fontFamily="body">
            Dakar
          </Heading>
          <Text fontSize="2xl" fontWeight="bold" color="brand.fg" mt="2">
            {formatFCFA(d?.dakarPrix ?? 2000)}
          </Text>
          <Text>
            Livraison en {d?.dakarDelai ?? "24 h"}.{" "}
            {d && !d.jourMemeAvant ? "" : `Commande passée avant ${d?.jourMemeAvant ?? "15h"} : livrée le jour même.`}
          </Text>
        </Box>
        <Box bg="surface.card" p="5" borderRadius="lg" shadow="xs">
          <Heading as="h2" fontSize="lg" fontFamily="body">
            Autres régions
          </Heading>
          <Text fontSize="2xl" fontWeight="bold" color="brand.fg" mt="2">
            {d?.regionsPrix ?? "Sur devis"}
          </Text>
          <Text>Livraison en {d?.regionsDelai ?? "2 à 4 jours"}, tarif confirmé sur WhatsApp selon la destination.</Text>
        </Box>
      </SimpleGrid>
      <Stack mt="8" gap="3">
        <Heading as="h2" fontSize="xl" fontFamily="heading">
          Comment ça marche ?
        </Heading>
        <Text>1. Remplissez votre panier et envoyez la commande sur WhatsApp.</Text>
        <Text>2. Nous confirmons la disponibilité, le montant de la livraison et l'heure de passage.</Text>
        <Text>3. Vous payez à la livraison (espèces), par mobile money ou par virement.</Text>
        <Text>Retours acceptés sous 7 jours pour tout article non porté, dans son emballage d'origine.</Text>
      </Stack>
    </Container>
  );
}
