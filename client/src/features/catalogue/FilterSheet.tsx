// The phone's filter sheet, loaded on the first tap on 'Filtres': the drawer's code stays out of
// the list page's first load (issue 13).
import { CloseButton, Drawer, Flex, Portal, Stack, Text } from "@chakra-ui/react";
import { ListPriceFilter, PageSizeSelect, SizeSelect, ViewToggle, type ListState } from "./ListControls.tsx";

export default function FilterSheet({
  list,
  sizes,
  countText,
  onClose,
  returnFocus,
}: {
  list: ListState;
  sizes: readonly string[];
  countText: string;
  onClose(): void;
  returnFocus(): HTMLElement | null;
}) {
  return (
    <Drawer.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="bottom"
      finalFocusEl={returnFocus}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content borderTopRadius="xl" maxH="85vh">
            <Drawer.Header>
              <Stack gap="0">
                <Drawer.Title>Filtres</Drawer.Title>
                <Text fontSize="sm" color="fg.muted" data-testid="active-filters">
                  {countText}
                </Text>
              </Stack>
            </Drawer.Header>
            <Drawer.Body pb="8">
              <Stack gap="5">
                <SizeSelect list={list} sizes={sizes} onApplied={onClose} />
                <ListPriceFilter list={list} onApplied={onClose} />
                <Flex gap="3" align="end">
                  <PageSizeSelect list={list} />
                  <ViewToggle list={list} />
                </Flex>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Fermer les filtres" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
