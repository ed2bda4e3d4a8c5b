import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Box, Table, Text } from "@chakra-ui/react";
import { graphql, getFragmentData, type FragmentType } from "../../gql";
import { Price } from "../../components/ui/Price.tsx";
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
const stickyName = { position: "sticky", insetStart: 0, zIndex: 1, bg: "surface.card" } as const;

/** The dense view of the admin product list (issue 29 item 6): one row a product with what a seller
 * scans, a dozen on a laptop's screen. */
export function ProductTable(props: {
  products: FragmentType<typeof ProductTable_product>[];
  onDelete: (p: { id: string; nom: string }) => void;
  leading?: LeadingColumn;
}) {
  const rows = props.products.map((p) => getFragmentData(ProductTable_product, p));
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="surface.card">
      <Table.Root size="sm" data-testid="product-table" css={{ "& td, & th": { py: "1" } }}>
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
                <Box boxSize="9" borderRadius="md" overflow="hidden" bg="surface.sand">
                  {p.imagePrincipale && (
                    <img
                      src={p.imagePrincipale.thumbnailUrl}
                      alt=""
                      width={36}
                      height={36}
                      loading="lazy"
                      style={{ width: "100%", height: "100%", objectFit: "cover", opacity: p.enRupture ? 0.5 : 1 }}
                    />
                  )}
                </Box>
              </Table.Cell>
              <Table.Cell {...stickyName} minW={{ base: "36", md: "48" }} maxW="72">
                <Text asChild fontWeight="medium" lineClamp="2" textDecoration="underline" textUnderlineOffset="2px">
                  <RouterLink to={`/admin/produits/${p.id}`}>{p.nom}</RouterLink>
                </Text>
              </Table.Cell>
              <Table.Cell color="fg.muted" whiteSpace="nowrap">
                {p.sousTypeProduit ? `${p.typeProduit.nom} · ${p.sousTypeProduit.nom}` : p.typeProduit.nom}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Price paid={p.prixApresPromotion} original={p.prix} promotion={p.promotionActive} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{p.promotionActive ? `-${p.pourcentReduction} %` : "—"}</Table.Cell>
              <Table.Cell textAlign="end" color={p.stock <= 0 ? "red.fg" : undefined}>
                {p.stock}
              </Table.Cell>
              <Table.Cell>
                <AdminProductBadges enRupture={p.enRupture} stock={p.stock} aLaUne={p.aLaUne} brouillon={p.brouillon} discount={0} />
              </Table.Cell>
              <Table.Cell>
                <ProductMenu id={p.id} nom={p.nom} onDelete={() => props.onDelete({ id: p.id, nom: p.nom })} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
