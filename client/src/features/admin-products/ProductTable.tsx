import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Box, Table, Text } from "@chakra-ui/react";
import { formatFCFA } from "../../../../contract/format.ts";
import { graphql, getFragmentData, type FragmentType } from "../../gql";
import { AdminProductBadges } from "./ProductBadges.tsx";
import { ProductMenu } from "./ProductMenu.tsx";

export const ProductTable_product = graphql(`
  fragment ProductTable_product on Product {
    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne brouillon
    typeProduit { id nom }
    sousTypeProduit { id nom }
    imagePrincipale { id thumbnailUrl }
  }
`);

/** A column before the photo, for whatever acts on rows (the bulk selection's checkboxes). */
export interface LeadingColumn {
  header: ReactNode;
  cell: (row: { id: string; nom: string }) => ReactNode;
}

/** The name stays in sight while a phone scrolls the other columns sideways. */
const stickyName = { position: "sticky", insetStart: 0, zIndex: 1, bg: "surface.card", borderEndWidth: "1px" } as const;

/** The dense view of the admin product list (issue 29 item 6): one row a product with what a seller
 * scans, a dozen on a laptop's screen. */
export function ProductTable(props: {
  products: FragmentType<typeof ProductTable_product>[];
  onDelete: (p: { id: string; nom: string }) => void;
  leading?: LeadingColumn;
}) {
  const rows = props.products.map((p) => getFragmentData(ProductTable_product, p));
  return (
    // Relative: the hidden 'Actions' header is then clipped with the rest instead of widening a phone's page.
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="surface.card" position="relative">
      <Table.Root size="sm" data-testid="product-table" css={{ "& td": { py: "1" } }}>
        <Table.Header>
          <Table.Row bg="surface.card">
            {props.leading && <Table.ColumnHeader w="10">{props.leading.header}</Table.ColumnHeader>}
            <Table.ColumnHeader w="12">Photo</Table.ColumnHeader>
            <Table.ColumnHeader {...stickyName}>Nom</Table.ColumnHeader>
            <Table.ColumnHeader>Catégorie</Table.ColumnHeader>
            <Table.ColumnHeader>Prix</Table.ColumnHeader>
            <Table.ColumnHeader>Promotion</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Stock</Table.ColumnHeader>
            <Table.ColumnHeader>Indicateurs</Table.ColumnHeader>
            <Table.ColumnHeader w="12">
              <Box srOnly>Actions</Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((p) => (
            <Table.Row key={p.id} data-testid="product-row">
              {props.leading && <Table.Cell>{props.leading.cell(p)}</Table.Cell>}
              <Table.Cell>
                <Box boxSize="8" borderRadius="md" overflow="hidden" bg="surface.sand">
                  {p.imagePrincipale && (
                    <img
                      src={p.imagePrincipale.thumbnailUrl}
                      alt=""
                      width={32}
                      height={32}
                      loading="lazy"
                      style={{ width: "100%", height: "100%", objectFit: "cover", opacity: p.enRupture ? 0.5 : 1 }}
                    />
                  )}
                </Box>
              </Table.Cell>
              <Table.Cell {...stickyName} minW={{ base: "36", md: "48" }} maxW="72">
                <Text asChild fontWeight="medium" lineClamp={{ base: "2", md: "1" }} textDecoration="underline" textUnderlineOffset="2px">
                  <RouterLink to={`/admin/produits/${p.id}`} title={p.nom}>
                    {p.nom}
                  </RouterLink>
                </Text>
              </Table.Cell>
              <Table.Cell color="fg.muted" whiteSpace="nowrap">
                {p.sousTypeProduit ? `${p.typeProduit.nom} · ${p.sousTypeProduit.nom}` : p.typeProduit.nom}
              </Table.Cell>
              {/* One line, the struck price beside the one paid: the row stays one line high. */}
              <Table.Cell whiteSpace="nowrap">
                <Text as="span" fontWeight="bold" color={p.promotionActive ? "accent.fg" : undefined}>
                  {formatFCFA(p.prixApresPromotion)}
                </Text>
                {p.promotionActive && (
                  <Text as="s" ms="2" textStyle="xs" color="fg.muted" aria-label={`Prix initial ${formatFCFA(p.prix)}`}>
                    {formatFCFA(p.prix)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{p.promotionActive ? `-${p.pourcentReduction} %` : "—"}</Table.Cell>
              <Table.Cell textAlign="end" color={p.stock <= 0 ? "red.fg" : undefined}>
                {p.stock}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <AdminProductBadges enRupture={p.enRupture} stock={p.stock} aLaUne={p.aLaUne} brouillon={p.brouillon} discount={0} />
              </Table.Cell>
              <Table.Cell>
                <ProductMenu id={p.id} nom={p.nom} onDelete={() => props.onDelete({ id: p.id, nom: p.nom })} dense />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
