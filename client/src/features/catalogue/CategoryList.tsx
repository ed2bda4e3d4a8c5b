import { useQuery } from "@apollo/client/react";
import { Box, Heading, List, Text } from "@chakra-ui/react";
import { graphql } from "../../gql";

const CategoryListQuery = graphql(`
  query CategoryList {
    boutique { nom }
    categories { id nom nbProduitsTotal sousTypes { id nom } }
  }
`);

export function CategoryList() {
  const { data, error } = useQuery(CategoryListQuery);
  return (
    <Box as="main" p="6" maxW="4xl" mx="auto">
      <Heading as="h1" size="2xl" fontFamily="heading" color="brand.fg">{data?.boutique.nom ?? "Boutique en Ligne"}</Heading>
      {error && <Text color="red.600">Erreur de chargement</Text>}
      <List.Root mt="4">
        {data?.categories.map((c) => (
          <List.Item key={c.id}>{c.nom} ({c.nbProduitsTotal}) {c.sousTypes.map((s) => s.nom).join(", ")}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
