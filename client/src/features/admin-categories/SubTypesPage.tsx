import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { Box, Button, Flex, Heading, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../lib/errors.ts";
import { forgetCatalogueLists } from "../../lib/catalogue-cache.ts";
import { useBreadcrumbLabel } from "../../lib/breadcrumb-label.tsx";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog.tsx";
import { ActionsMenu } from "../../components/ui/ActionsMenu.tsx";
import { EmptyState, ErrorState, LoadingStatus } from "../../components/ui/States.tsx";
import { adminToaster, toastError, toastSuccess } from "../../components/ui/admin-toaster.tsx";
import { paletteFor } from "./rules.ts";

const CategoryTypesQuery = graphql(`
  query CategoryTypes($id: ID!) { category(id: $id) { id nom nbSousTypes sousTypes { id nom nbProduits } } }
`);
const SetSubTypesMutation = graphql(`
  mutation SetCategorySubTypes($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) { id nbSousTypes sousTypes { id nom nbProduits } }
  }
`);

// SPEC §9 delays.
const BACK_DELAY_MS = 300;
const REDIRECT_WHEN_EMPTY_MS = 1500;

interface SubType {
  id: string;
  nom: string;
  nbProduits: number;
}

/** A type that products use cannot be deleted (decision 062): the dialog says so before the server does. */
function deleteDescription(target: SubType | null) {
  if (!target) return "";
  const n = target.nbProduits;
  return n > 0
    ? `Le type « ${target.nom} » contient encore ${n} produit${n > 1 ? "s" : ""} : un type que des produits utilisent ne peut pas être supprimé.`
    : `Le type « ${target.nom} » sera supprimé.`;
}

function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (to: string, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(to), ms);
  };
}

// SPEC §2: Modifier goes to the category's form (sub-types are edited there).
const SUB_TYPE_ACTIONS = [
  { value: "edit", label: "Modifier" },
  { value: "delete", label: "Supprimer", destructive: true },
];

function SubTypeCard({ categoryId, subType, onDelete }: { categoryId: string; subType: SubType; onDelete(): void }) {
  const navigate = useNavigate();
  return (
    <LinkBox
      as="li"
      bg="surface.card"
      borderWidth="1px"
      borderRadius="xl"
      borderTopWidth="4px"
      colorPalette={paletteFor(subType.id)}
      borderTopColor="colorPalette.solid"
      display="flex"
      flexDirection="column"
    >
      <Box p="4" flex="1">
        <Heading as="h2" fontSize="lg">
          <LinkOverlay asChild>
            <RouterLink to={`/admin/categories/${categoryId}/type/${subType.id}/produits`}>{subType.nom}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" textStyle="sm" mt="1">
          {subType.nbProduits} produit{subType.nbProduits > 1 ? "s" : ""}
        </Text>
      </Box>
      <Flex p="2" borderTopWidth="1px" justify="flex-end" position="relative" zIndex="1">
        <ActionsMenu
          name={subType.nom}
          actions={SUB_TYPE_ACTIONS}
          onSelect={(value) => (value === "edit" ? navigate(`/admin/categories/update/${categoryId}`) : onDelete())}
        />
      </Flex>
    </LinkBox>
  );
}

function TypesSkeleton() {
  return (
    <LoadingStatus label="Chargement des types…">
      <Skeleton h="10" w="60" mb="5" />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="32" borderRadius="xl" />
        ))}
      </SimpleGrid>
    </LoadingStatus>
  );
}

/** /admin/categories/{id}/type: the category's sub-types (SPEC §2), deleted one by one (SPEC §4). */
export function SubTypesPage() {
  const { id = "" } = useParams();
  const go = useDelayedNavigate();
  const navigate = useNavigate();
  const query = useQuery(CategoryTypesQuery, { variables: { id }, skip: !id, fetchPolicy: "network-only" });
  const [setSubTypes, { loading: deleting }] = useMutation(SetSubTypesMutation, { update: (cache) => forgetCatalogueLists(cache) });
  const [target, setTarget] = useState<SubType | null>(null);
  // The write drops cached catalogue queries (this one too): keep the screen while it reloads.
  const category = (query.data ?? query.previousData)?.category;
  useBreadcrumbLabel(category ? `Types · ${category.nom}` : null);

  // SPEC §2: a category without sub-types on load goes straight to its products.
  const checked = useRef(false);
  useEffect(() => {
    if (!category || checked.current) return;
    checked.current = true;
    if (category.sousTypes.length === 0) navigate(`/admin/categories/${category.id}/produits`, { replace: true });
  }, [category, navigate]);

  async function confirmDelete() {
    if (!target || !category) return;
    const remaining = category.sousTypes.filter((s) => s.id !== target.id);
    try {
      // The ids keep the remaining types as they are; a type that products use is refused by the server (409).
      await setSubTypes({ variables: { id: category.id, input: { sousTypes: remaining.map((s) => ({ id: s.id, nom: s.nom })) } } });
      if (remaining.length) toastSuccess(`Le type « ${target.nom} » a été supprimé`);
      else {
        adminToaster.create({
          type: "info",
          title: "Aucun type restant",
          description: "Plus de types disponibles, redirection vers les produits",
        });
        go(`/admin/categories/${category.id}/produits`, REDIRECT_WHEN_EMPTY_MS);
      }
    } catch (err) {
      toastError(errorMessage(err, "Erreur lors de la suppression"));
    }
    setTarget(null);
  }

  const back = (
    <Button variant="outline" minH="11" onClick={() => go("/admin/categories", BACK_DELAY_MS)}>
      ← Retour aux catégories
    </Button>
  );
  if (!id) return <ErrorState title="Erreur de chargement" message="ID de catégorie manquant" />;
  if (!category && query.loading) return <TypesSkeleton />;
  if (!category) {
    const message = query.error ? errorMessage(query.error, "Erreur lors du chargement des types") : "Catégorie introuvable";
    return (
      <Stack align="start">
        {back}
        <ErrorState title="Erreur lors du chargement de la catégorie" message={message} onRetry={() => query.refetch().catch(() => {})} />
      </Stack>
    );
  }
  const types = category.sousTypes;
  return (
    <Box>
      <Flex justify="space-between" align={{ md: "center" }} gap="3" direction={{ base: "column", md: "row" }} mb="5">
        <Box minW="0">
          <Heading as="h1" size="2xl" overflowWrap="anywhere">
            {category.nom}
          </Heading>
          <Text color="fg.muted">
            {types.length} sous-type{types.length > 1 ? "s" : ""}
          </Text>
        </Box>
        <Flex gap="2" wrap="wrap">
          {back}
          <Button asChild colorPalette="brand" minH="11">
            <RouterLink to={`/admin/categories/update/${category.id}`}>Nouveau type</RouterLink>
          </Button>
        </Flex>
      </Flex>
      {types.length === 0 ? (
        <EmptyState title="Aucun sous-type" />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {types.map((s) => (
            <SubTypeCard key={s.id} categoryId={category.id} subType={s} onDelete={() => setTarget(s)} />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        open={target !== null}
        title="Supprimer ce type ?"
        description={deleteDescription(target)}
        confirmLabel="Supprimer"
        destructive
        busy={deleting}
        onConfirm={confirmDelete}
        onClose={() => setTarget(null)}
      />
    </Box>
  );
}
