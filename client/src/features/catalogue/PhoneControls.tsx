// Phones: the sort stays one tap away; price, page size and view fold into a bottom sheet, so
// the first products show in the first screen (issue 13).
import { useState } from "react";
import { Badge, Button, CloseButton, Drawer, Flex, Portal, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { activeFilterCount, ListPriceFilter, PageSizeSelect, SortSelect, ViewToggle, type ListState } from "./ListControls.tsx";

const countText = (n: number) => (n === 0 ? "Aucun filtre actif" : `${n} filtre${n > 1 ? "s" : ""} actif${n > 1 ? "s" : ""}`);

export function PhoneControls({ list }: { list: ListState }) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(list);
  return (
    <Flex gap="3" align="end">
      <SortSelect list={list} width="full" />
      <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="bottom">
        <Drawer.Trigger asChild>
          <Button variant="outline" minH="11" bg="surface.card">
            Filtres
            {count > 0 && <Badge bg="brand.solid" color="brand.contrast" aria-hidden="true">{count}</Badge>}
            <VisuallyHidden>{`(${countText(count)})`}</VisuallyHidden>
          </Button>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content borderTopRadius="xl" maxH="85vh">
              <Drawer.Header>
                <Stack gap="0">
                  <Drawer.Title>Filtres</Drawer.Title>
                  <Text fontSize="sm" color="fg.muted" data-testid="active-filters">{countText(count)}</Text>
                </Stack>
              </Drawer.Header>
              <Drawer.Body pb="8">
                <Stack gap="5">
                  <ListPriceFilter list={list} onApplied={() => setOpen(false)} />
                  <Flex gap="3" align="end"><PageSizeSelect list={list} /><ViewToggle list={list} /></Flex>
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild><CloseButton aria-label="Fermer les filtres" /></Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}
