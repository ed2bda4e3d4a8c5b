import { Link as RouterLink } from "react-router";
import { Badge, Box, Button, chakra, Flex, Heading, Text } from "@chakra-ui/react";
import { graphql, getFragmentData, type FragmentType } from "../../gql";
import { LoadingSpinner } from "../../components/ui/States.tsx";
import { isComplex, isPopular, paletteFor, truncate } from "./rules.ts";

export const CategoryCard_category = graphql(`
  fragment CategoryCard_category on Category { id nom description masquee nbSousTypes nbProduitsTotal nbProduitsEnRupture }
`);

interface Props {
  category: FragmentType<typeof CategoryCard_category>;
  opening: boolean;
  onOpen(): void;
  onDelete(): void;
  /** The seller's order (decision 092): buttons for the keyboard and phones, drag and drop for a pointer. */
  order: {
    first: boolean;
    last: boolean;
    busy: boolean;
    onMove(by: -1 | 1): void;
    onDragStart(): void;
    onDrop(): void;
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** One category: colour from its id, badges, counts; the name opens it, the buttons edit or delete. */
export function CategoryCard(props: Props) {
  const category = getFragmentData(CategoryCard_category, props.category);
  const palette = paletteFor(category.id);
  const popular = isPopular(category.nbProduitsTotal);
  const complex = isComplex(category.nbSousTypes);
  return (
    <Flex
      as="li"
      direction="column"
      position="relative"
      bg="surface.card"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      colorPalette={palette}
      borderTopWidth="4px"
      borderTopColor="colorPalette.solid"
      data-palette={palette}
      data-testid="admin-category-card"
      draggable={!props.order.busy}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = "move";
        props.order.onDragStart();
      }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        props.order.onDrop();
      }}
    >
      <Box p="4" flex="1">
        {(popular || complex || category.masquee) && (
          <Flex gap="2" wrap="wrap" mb="2">
            {category.masquee && (
              <Badge bg="gray.700" color="white">
                Masquée
              </Badge>
            )}
            {popular && <Badge colorPalette="orange">Populaire</Badge>}
            {complex && <Badge colorPalette="purple">Complexe</Badge>}
          </Flex>
        )}
        <Heading as="h2" fontSize="lg">
          {/* The whole card opens the category: the button's ::after covers it (one link target, one name). */}
          <chakra.button
            type="button"
            onClick={props.onOpen}
            textAlign="start"
            minH="11"
            w="full"
            cursor="pointer"
            _after={{ content: '""', position: "absolute", inset: 0 }}
            _focusVisible={{ outline: "2px solid", outlineColor: "brand.solid" }}
          >
            {category.nom}
          </chakra.button>
        </Heading>
        <Text color="fg.muted" textStyle="sm" mt="1" title={category.description ?? undefined}>
          {truncate(category.description) || "Aucune description"}
        </Text>
        <Flex gap="3" mt="3" textStyle="sm" color="fg.muted" wrap="wrap">
          <Text>{plural(category.nbProduitsTotal, "produit", "produits")}</Text>
          <Text>{plural(category.nbSousTypes, "type", "types")}</Text>
          {category.nbProduitsEnRupture > 0 && <Text>{category.nbProduitsEnRupture} en rupture</Text>}
        </Flex>
      </Box>
      {/* Above the card-wide button so they stay clickable. */}
      <Flex gap="2" p="3" borderTopWidth="1px" position="relative" zIndex="1" justify="flex-end" wrap="wrap">
        <Button
          size="sm"
          minH="11"
          variant="ghost"
          disabled={props.order.first || props.order.busy}
          onClick={() => props.order.onMove(-1)}
          aria-label={`Monter ${category.nom}`}
        >
          Monter
        </Button>
        <Button
          size="sm"
          minH="11"
          variant="ghost"
          me="auto"
          disabled={props.order.last || props.order.busy}
          onClick={() => props.order.onMove(1)}
          aria-label={`Descendre ${category.nom}`}
        >
          Descendre
        </Button>
        <Button asChild size="sm" minH="11" variant="outline" colorPalette="brand">
          <RouterLink to={`/admin/categories/update/${category.id}`} aria-label={`Modifier ${category.nom}`}>
            Modifier
          </RouterLink>
        </Button>
        <Button size="sm" minH="11" variant="outline" colorPalette="red" onClick={props.onDelete} aria-label={`Supprimer ${category.nom}`}>
          Supprimer
        </Button>
      </Flex>
      {props.opening && (
        <Box position="absolute" inset="0" zIndex="2" bg="surface.card/80">
          <LoadingSpinner label={`Ouverture de ${category.nom}…`} minH="full" />
        </Box>
      )}
    </Flex>
  );
}
