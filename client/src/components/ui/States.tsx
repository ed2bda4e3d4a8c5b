import type { ReactNode } from "react";
import { Button, Heading, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" py="12" gap="3" role="status">
      <Heading as="h2" fontSize="xl">{title}</Heading>
      {children}
    </Stack>
  );
}

export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <Stack align="center" textAlign="center" py="12" gap="3" role="alert">
      <Heading as="h2" fontSize="xl" color="red.700" _dark={{ color: "red.300" }}>{title}</Heading>
      <Text>{message}</Text>
      {onRetry && <Button onClick={onRetry} variant="outline">Réessayer</Button>}
    </Stack>
  );
}

export function CardGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" aria-busy="true" aria-label="Chargement">
      {Array.from({ length: count }, (_, i) => <Skeleton key={i} aspectRatio="0.7" borderRadius="lg" />)}
    </SimpleGrid>
  );
}
