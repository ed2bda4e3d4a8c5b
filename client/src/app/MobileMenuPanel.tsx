import { Link as RouterLink } from "react-router";
import { Accordion, Box, CloseButton, Drawer, Portal, Stack } from "@chakra-ui/react";
import type { NavCategory } from "../lib/shop-context.tsx";
import { categoryHref } from "../../../contract/list-params.ts";

/** Categories in a slide-in panel; those with sub-types open as an accordion (SPEC §2, mobile). */
export default function MobileMenuPanel({
  categories,
  open,
  onOpenChange,
}: {
  categories: NavCategory[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  const link = (to: string, label: string, props: Record<string, unknown> = {}) => (
    <Box as={RouterLink} {...{ to }} onClick={close} display="block" py="3" {...props}>
      {label}
    </Box>
  );
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Catégories</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="0">
                {link("/pro", "Tous les produits", { fontWeight: "semibold" })}
                <Accordion.Root collapsible multiple>
                  {categories.map((c) =>
                    c.sousTypes.length ? (
                      <Accordion.Item key={c.id} value={c.id}>
                        <Accordion.ItemTrigger minH="11" fontWeight="semibold">
                          {c.nom}
                          <Accordion.ItemIndicator />
                        </Accordion.ItemTrigger>
                        <Accordion.ItemContent>
                          <Accordion.ItemBody>
                            {link(categoryHref(c), "Tout voir", { ps: "3", py: "2.5" })}
                            {c.sousTypes.map((s) => (
                              <Box key={s.id}>{link(categoryHref(c, s.id), s.nom, { ps: "3", py: "2.5" })}</Box>
                            ))}
                          </Accordion.ItemBody>
                        </Accordion.ItemContent>
                      </Accordion.Item>
                    ) : (
                      <Box key={c.id}>{link(categoryHref(c), c.nom, { fontWeight: "semibold", borderBottomWidth: "1px" })}</Box>
                    ),
                  )}
                </Accordion.Root>
                {link("/livraison", "Livraison")}
                {link("/faq", "FAQ")}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Fermer le menu" size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
