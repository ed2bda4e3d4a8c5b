import type { ReactNode } from "react";
import { Box, Button, Center, Heading, SimpleGrid, Skeleton, Spinner, Stack, Text, VisuallyHidden } from "@chakra-ui/react";

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" py="12" gap="3" role="status">
      <Heading as="h2" fontSize="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <Stack align="center" textAlign="center" py="12" gap="3" role="alert">
      <Heading as="h2" fontSize="xl" color="red.700" _dark={{ color: "red.300" }}>
        {title}
      </Heading>
      <Text>{message}</Text>
      {onRetry && (
        <Button onClick={onRetry} variant="outline">
          Réessayer
        </Button>
      )}
    </Stack>
  );
}

/** Every loading state announces itself the same way: a status region with visually hidden text
 * (aria-label on a generic element or a spinner span is prohibited ARIA, and axe says so). */
export function LoadingStatus({ label = "Chargement…", children }: { label?: string; children?: ReactNode }) {
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </Box>
  );
}

export function LoadingSpinner({ label, minH = "40vh" }: { label?: string; minH?: string }) {
  return (
    <LoadingStatus label={label}>
      <Center minH={minH}>
        <Spinner size="lg" color="brand.solid" aria-hidden="true" />
      </Center>
    </LoadingStatus>
  );
}

export function CardGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <LoadingStatus>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} aspectRatio="0.7" borderRadius="lg" />
        ))}
      </SimpleGrid>
    </LoadingStatus>
  );
}

/** Results shown while the next ones load (`aria-busy`): their photos are dimmed, their text is
 * not, so it keeps its contrast (a loading state passes axe too; the whole grid at 0.6 did not). */
export const STALE_RESULTS = { "& img": { opacity: 0.5 } } as const;
