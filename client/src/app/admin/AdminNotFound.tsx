import { Link as RouterLink } from "react-router";
import { Button, Heading, Stack, Text } from "@chakra-ui/react";

export function AdminNotFound() {
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl">
        Page Introuvable
      </Heading>
      <Text color="fg.muted">Cette page n'existe pas dans l'administration.</Text>
      <Button asChild alignSelf="start" colorPalette="brand">
        <RouterLink to="/admin">Retour à l'accueil</RouterLink>
      </Button>
    </Stack>
  );
}
