import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Button, Heading, Stack, Text } from "@chakra-ui/react";

/** A back-office section whose screen is not built yet: it says so plainly (no made-up figures). */
export function SectionPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl">{title}</Heading>
      <Text color="fg.muted">Cet écran arrive dans une prochaine version du back-office.</Text>
      {children}
    </Stack>
  );
}

export function AdminNotFound() {
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl">Page Introuvable</Heading>
      <Text color="fg.muted">Cette page n'existe pas dans l'administration.</Text>
      <Button asChild alignSelf="start" colorPalette="brand"><RouterLink to="/admin">Retour à l'accueil</RouterLink></Button>
    </Stack>
  );
}
