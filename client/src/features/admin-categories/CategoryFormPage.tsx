import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../lib/errors.ts";
import { forgetCatalogueLists } from "../../lib/catalogue-cache.ts";
import { ErrorState, LoadingSpinner } from "../../components/ui/States.tsx";
import { toastError, toastSuccess } from "../../components/ui/admin-toaster.tsx";
import { CategoryForm, EMPTY_DRAFT } from "./CategoryForm.tsx";
import { categoryInput, type CategoryDraft } from "./rules.ts";

const CategoryToEditQuery = graphql(`
  query CategoryToEdit($id: ID!) { category(id: $id) { id nom description masquee sousTypes { id nom } } }
`);
const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id nom description masquee nbSousTypes sousTypes { id nom } } }
`);
const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id nom description masquee nbSousTypes sousTypes { id nom } } }
`);

const REDIRECT_AFTER_EDIT_MS = 2000; // SPEC §9

/** SPEC §8 failure toast; the form shows the same message until the next save. */
function refused(message: string) {
  toastError(message);
  return message;
}

function Header({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Box>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{subtitle}</Text>
    </Box>
  );
}

/** /admin/categories/add: the form starts over after each category created. */
export function CreateCategoryPage() {
  const [create] = useMutation(CreateCategoryMutation, { update: (cache) => forgetCatalogueLists(cache) });
  async function save(draft: CategoryDraft) {
    try {
      await create({ variables: { input: categoryInput(draft) } });
      toastSuccess("La catégorie a été créée avec succès !");
      return null;
    } catch (err) {
      return refused(errorMessage(err, "Erreur lors de la création de la catégorie"));
    }
  }
  return (
    <Stack gap="5" maxW="2xl">
      <Header title="Nouvelle catégorie" subtitle="Un nom, une description et jusqu'à 5 types de produits." />
      <CategoryForm initial={EMPTY_DRAFT} mode="create" onSave={save} />
    </Stack>
  );
}

/** /admin/categories/update/{id}: saves name, description and types, then back to the list after 2 s. */
export function EditCategoryPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const query = useQuery(CategoryToEditQuery, { variables: { id }, fetchPolicy: "network-only" });
  const [update] = useMutation(UpdateCategoryMutation, { update: (cache) => forgetCatalogueLists(cache) });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The save drops cached catalogue queries (this one too): keep the form on screen while it reloads.
  const category = (query.data ?? query.previousData)?.category;

  async function save(draft: CategoryDraft) {
    try {
      await update({ variables: { id, input: categoryInput(draft) } });
      toastSuccess("La catégorie a été modifiée avec succès !");
      timer.current = setTimeout(() => navigate("/admin/categories"), REDIRECT_AFTER_EDIT_MS);
      return null;
    } catch (err) {
      return refused(errorMessage(err, "Une erreur est survenue lors de la modification"));
    }
  }

  const header = <Header title="Modifier la catégorie" subtitle={category?.nom ?? "Nom, description et types"} />;
  if (!category && query.loading)
    return (
      <Stack gap="5" maxW="2xl">
        {header}
        <LoadingSpinner label="Chargement de la catégorie…" />
      </Stack>
    );
  if (!category) {
    const message = query.error ? errorMessage(query.error, "Erreur lors du chargement de la catégorie") : "Catégorie introuvable";
    return (
      <Stack gap="5" maxW="2xl">
        {header}
        <ErrorState title="Erreur lors du chargement de la catégorie" message={message} onRetry={() => query.refetch().catch(() => {})} />
      </Stack>
    );
  }
  // Each type keeps its id: a rename in the form keeps the type and its products (decision 062).
  const initial = {
    nom: category.nom,
    description: category.description ?? "",
    types: category.sousTypes.map(({ id: typeId, nom }) => ({ id: typeId, nom })),
    masquee: category.masquee,
  };
  return (
    <Stack gap="5" maxW="2xl">
      {header}
      <CategoryForm key={category.id} initial={initial} mode="edit" onSave={save} />
    </Stack>
  );
}
