import { Button, HStack, Text } from "@chakra-ui/react";
import { pageWindow } from "../../lib/pagination.ts";

export function PaginationBar({ current, pages, onPage }: { current: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pagination" gap="1" justify="center" flexWrap="wrap" py="4">
      <Button size="sm" minH="11" variant="outline" disabled={current <= 1} onClick={() => onPage(current - 1)}>Précédent</Button>
      {pageWindow(current, pages).map((item) =>
        typeof item === "number" ? (
          <Button key={item} size="sm" minH="11" minW="11" variant={item === current ? "solid" : "ghost"} bg={item === current ? "brand.solid" : undefined}
            color={item === current ? "brand.contrast" : undefined} aria-current={item === current ? "page" : undefined} onClick={() => onPage(item)}>
            {item}
          </Button>
        ) : <Text key={item} px="1" aria-hidden="true">…</Text>,
      )}
      <Button size="sm" minH="11" variant="outline" disabled={current >= pages} onClick={() => onPage(current + 1)}>Suivant</Button>
    </HStack>
  );
}
