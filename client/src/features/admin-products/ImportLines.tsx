import { Badge, Box, List, Table, Text } from "@chakra-ui/react";
import type { ProductImportPage_PlanFragment } from "../../gql/graphql.ts";

/** Red that reads at 4.5:1 on the card, light and dark (the palette's fg.error is 3.8:1). */
export const ERROR_TEXT = { base: "red.700", _dark: "red.300" };

type Line = ProductImportPage_PlanFragment["detail"][number];

/** The check's answer line by line, the lines with errors first (the server's order). */
export function ImportLines({ lines, hidden }: { lines: readonly Line[]; hidden: number }) {
  if (lines.length === 0) return null;
  return (
    <Box>
      {/* Focusable: a keyboard scrolls the table sideways on a phone (it holds no link to tab to). */}
      <Table.ScrollArea
        borderWidth="1px"
        borderRadius="lg"
        bg="surface.card"
        tabIndex={0}
        role="region"
        aria-label="Détail ligne par ligne"
      >
        <Table.Root size="sm" data-testid="import-lines">
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2" fontWeight="semibold">
            Détail ligne par ligne
          </Table.Caption>
          <Table.Header>
            <Table.Row bg="surface.card">
              <Table.ColumnHeader w="16">Ligne</Table.ColumnHeader>
              <Table.ColumnHeader>Nom</Table.ColumnHeader>
              <Table.ColumnHeader w="24">Action</Table.ColumnHeader>
              <Table.ColumnHeader minW="18rem">Erreurs</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((l) => (
              <Table.Row key={l.ligne} data-testid="import-line">
                <Table.Cell>{l.ligne}</Table.Cell>
                <Table.Cell maxW="16rem" truncate title={l.nom}>
                  {l.nom || "—"}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={l.action === "créer" ? "green" : "blue"}>{l.action === "créer" ? "Créer" : "Modifier"}</Badge>
                </Table.Cell>
                <Table.Cell>
                  {l.erreurs.length === 0 ? (
                    <Text color="fg.muted">Aucune</Text>
                  ) : (
                    <List.Root gap="1" color={ERROR_TEXT} ps="4">
                      {l.erreurs.map((e, i) => (
                        <List.Item key={i}>
                          {e.colonne ? `Colonne « ${e.colonne} » : ` : ""}
                          {e.message}
                        </List.Item>
                      ))}
                    </List.Root>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {hidden > 0 && (
        <Text mt="2" textStyle="sm" color="fg.muted">
          {hidden.toLocaleString("fr-FR")} autres lignes sans erreur ne sont pas affichées.
        </Text>
      )}
    </Box>
  );
}
