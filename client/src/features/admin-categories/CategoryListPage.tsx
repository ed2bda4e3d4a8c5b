import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { Box, Button, Flex, Heading, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../lib/errors.ts";
import { forgetDeleted } from "../../lib/catalogue-cache.ts";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog.tsx";
import { EmptyState, ErrorState, LoadingStatus } from "../../components/ui/States.tsx";
import { adminToaster, toastError } from "../../components/ui/admin-toaster.tsx";
import { CategoryCard } from "./CategoryCard.tsx";
import { categoryTarget, deleteFailureMessage } from "./rules.ts";
import { useCategoryOrder } from "./useCategoryOrder.ts";

const CategoryListQuery = graphql(`
  query AdminCategoryList { categories { id nom nbSousTypes ...CategoryCard_category } }
`);
const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }
`);

const OPEN_DELAY_MS = 400; // SPEC §9: the card's overlay shows this long before navigating
const LOAD_FAILURE = "Erreur lors du chargement des catégories";

interface Target {
  id: string;
  nom: string;
}

function useDeleteCategory() {
  const [target, setTarget] = useState<Target | null>(null);
  const [remove, { loading }] = useMutation(DeleteCategoryMutation);
  async function confirm() {
    if (!target) return;
    try {
      await remove({ variables: { id: target.id }, update: (cache) => forgetDeleted(cache, "Category", target.id) });
      adminToaster.create({
        type: "success",
        title: "Suppression réussie",
        description: `La catégorie « ${target.nom} » a été supprimée.`,
      });
    } catch (err) {
      adminToaster.create({ type: "error", title: "Erreur de suppression", description: deleteFailureMessage(errorMessage(err, "")) });
    }
    setTarget(null);
  }
  return { target, setTarget, confirm, loading };
}

function ListSkeleton() {
  return (
    <LoadingStatus label="Chargement des catégories…">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} h="48" borderRadius="xl" />
        ))}
      </SimpleGrid>
    </LoadingStatus>
  );
}

/** /admin/categories: a card per category (SPEC §2), delete with confirmation (SPEC §4). */
export function CategoryListPage() {
  const navigate = useNavigate();
  const list = useQuery(CategoryListQuery, { fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const del = useDeleteCategory();
  const [opening, setOpening] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const failure = list.error && !list.data ? errorMessage(list.error, LOAD_FAILURE) : null;
  useEffect(() => {
    if (failure) toastError(failure);
  }, [failure]);

  function open(id: string, nbSousTypes: number) {
    if (opening) return;
    setOpening(id);
    timer.current = setTimeout(() => navigate(categoryTarget(id, nbSousTypes)), OPEN_DELAY_MS);
  }

  const order = useCategoryOrder(list.data?.categories, () => list.refetch());
  const [dragged, setDragged] = useState<number | null>(null);
  const categories = list.data?.categories && order.ordered;
  return (
    <Box>
      <Flex justify="space-between" align={{ md: "center" }} gap="3" direction={{ base: "column", md: "row" }} mb="5">
        <Box>
          <Heading as="h1" size="2xl">
            Catégories
          </Heading>
          <Text color="fg.muted">
            {categories
              ? `${categories.length} catégorie${categories.length > 1 ? "s" : ""}, dans l'ordre de la boutique`
              : "Les catégories de la boutique et leurs types"}
          </Text>
        </Box>
        <Button asChild colorPalette="brand" minH="11">
          <RouterLink to="/admin/categories/add">Nouvelle catégorie</RouterLink>
        </Button>
      </Flex>

      {!categories && list.loading ? (
        <ListSkeleton />
      ) : failure ? (
        <ErrorState title="Erreur de chargement" message={failure} onRetry={() => list.refetch().catch(() => {})} />
      ) : !categories?.length ? (
        <EmptyState title="Aucune catégorie">
          <Text color="fg.muted">Créez la première catégorie de la boutique.</Text>
        </EmptyState>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {categories.map((c, i) => (
            <CategoryCard
              key={c.id}
              category={c}
              opening={opening === c.id}
              onOpen={() => open(c.id, c.nbSousTypes)}
              onDelete={() => del.setTarget({ id: c.id, nom: c.nom })}
              order={{
                first: i === 0,
                last: i === categories.length - 1,
                busy: order.saving,
                onMove: (by) => order.move(i, i + by),
                onDragStart: () => setDragged(i),
                onDrop: () => {
                  if (dragged !== null) order.move(dragged, i);
                  setDragged(null);
                },
              }}
            />
          ))}
        </SimpleGrid>
      )}

      <ConfirmDialog
        open={del.target !== null}
        title="Supprimer cette catégorie ?"
        description={`La catégorie « ${del.target?.nom ?? ""} » et ses types seront supprimés définitivement.`}
        confirmLabel="Supprimer"
        destructive
        busy={del.loading}
        onConfirm={del.confirm}
        onClose={() => del.setTarget(null)}
      />
    </Box>
  );
}
