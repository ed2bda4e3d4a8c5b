import { Box, Code, Heading, List, Text } from "@chakra-ui/react";
import { FLAGS, PRODUCT_CSV_COLUMNS } from "../../../../contract/product-csv.ts";

const C = PRODUCT_CSV_COLUMNS;
/** What each column of the file says, in the words of the export's header (contract/product-csv.ts). */
const COLUMNS: [string, string][] = [
  [C.reference, "vide pour créer un produit ; celle de l'export pour le modifier"],
  [C.name, "obligatoire"],
  [C.category, "obligatoire, une catégorie existante"],
  [C.subType, "facultatif, un sous-type de cette catégorie"],
  [C.price, "obligatoire, en FCFA (12 500 ou 12.500 acceptés)"],
  [C.promotion, "de 0 à 100"],
  [C.stock, "nombre entier"],
  [C.flags, `${FLAGS.featured}, ${FLAGS.outOfStock}, ${FLAGS.draft}, séparés par des virgules`],
  [C.description, "facultatif"],
  [C.photos, "noms des photos du ZIP, séparés par |"],
];

/** The file the import reads: the export's columns, so an exported file edited and sent back works. */
export function ImportColumnsHelp() {
  return (
    <Box bg="surface.card" borderWidth="1px" borderRadius="xl" p={{ base: "4", md: "5" }}>
      <Heading as="h2" size="md">
        Le fichier
      </Heading>
      <Text mt="1" color="fg.muted" textStyle="sm">
        Le plus simple : partez de l'export (bouton « Exporter » de la liste). Séparateur « ; » ou « , », encodage UTF-8 avec ou sans BOM,
        l'en-tête sur la première ligne. Les photos par adresse web ne sont pas importées : mettez le CSV et les photos dans une archive
        ZIP.
      </Text>
      <List.Root mt="3" gap="1" textStyle="sm" ps="5">
        {COLUMNS.map(([name, rule]) => (
          <List.Item key={name}>
            <Code>{name}</Code> : {rule}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
