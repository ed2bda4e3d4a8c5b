import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../lib/errors.ts";
import { adminToaster } from "../../components/ui/admin-toaster.tsx";
import { moveId } from "./rules.ts";

const ReorderCategoriesMutation = graphql(`
  mutation ReorderCategories($ids: [ID!]!) { reorderCategories(ids: $ids) { id } }
`);

/** The seller's order of the categories (decision 092): a move shows at once and is saved as the
 * whole list; a refusal (a category added or removed meanwhile: 409) puts the server's order back. */
export function useCategoryOrder<T extends { id: string }>(categories: readonly T[] | undefined, refetch: () => Promise<unknown>) {
  const [pending, setPending] = useState<string[] | null>(null);
  const [save, { loading }] = useMutation(ReorderCategoriesMutation);
  const ids = pending ?? categories?.map((c) => c.id) ?? [];
  const byId = new Map(categories?.map((c) => [c.id, c]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);

  async function move(from: number, to: number) {
    if (to < 0 || to >= ids.length || from === to) return;
    const next = moveId(ids, from, to);
    setPending(next);
    try {
      // The list read again: the order as the server now holds it, counts included.
      await save({ variables: { ids: next }, refetchQueries: ["AdminCategoryList"], awaitRefetchQueries: true });
      adminToaster.create({
        type: "success",
        title: "Ordre enregistré",
        description: "La boutique affiche les catégories dans cet ordre.",
      });
    } catch (err) {
      adminToaster.create({
        type: "error",
        title: "Ordre non enregistré",
        description: errorMessage(err, "Erreur lors de l'enregistrement de l'ordre"),
      });
      await refetch().catch(() => {});
    }
    setPending(null);
  }
  return { ordered, move, saving: loading };
}
