// Refusals decided before a GraphQL operation runs: text with NUL bytes (PostgreSQL can't store
// it), and operations that would return more items than a page of the shop ever needs. GraphQL
// Armor's cost counts fields once; here a list counts as many times as it is long
// (products(limit: 100) is a hundred products), so 15 aliases of a 100-product page are refused.
import type { Plugin as EnvelopPlugin } from "@envelop/core";
import type { Plugin } from "graphql-yoga";
import {
  BREAK,
  GraphQLError,
  Kind,
  visit,
  getArgumentValues,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";
import { NUL_MESSAGE, containsNul } from "../lib/hostile.ts";
import { MAX_COMBINATIONS, OPTION_NAMES } from "../../../contract/product-options.ts";

export const MAX_RETURNED_ITEMS = 3000;
/** Longest length of list fields without a limit argument (images: 5 per product, options: Taille
 * and Couleur, variantes: one per combination, etc.). */
const LIST_LENGTHS: Record<string, number> = {
  images: 5,
  sousTypes: 5,
  produits: 8,
  items: 1,
  options: OPTION_NAMES.length,
  variantes: MAX_COMBINATIONS,
};
const DEFAULT_LIST_LENGTH = 20;
const MAX_LIMIT = 100;

const refusal = (message: string) => ({
  errors: [new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } })],
});

/** NUL bytes in the request's text, or written as "\u0000" in a string of the document. */
export function useNulRefusal(): Plugin {
  return {
    onParams({ params, setResult }) {
      if (containsNul([params.query, params.operationName, params.variables, params.extensions])) setResult(refusal(NUL_MESSAGE));
    },
    onExecute({ args, setResultAndStopExecution }) {
      if (documentHasNul(args.document)) setResultAndStopExecution(refusal(NUL_MESSAGE));
    },
  };
}

/** Yoga's parse cache hands the same document object to every request with the same text: it is
 * walked once, not on every list request. */
const nulInDocument = new WeakMap<DocumentNode, boolean>();
function documentHasNul(document: DocumentNode): boolean {
  let found = nulInDocument.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      StringValue(node) {
        if (node.value.includes("\0")) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    });
    nulInDocument.set(document, found);
  }
  return found;
}

/** How many objects an operation can return: each field's count times the length of the lists
 * around it; `limit` and `ids` arguments give a list's length, a table gives the others. */
export function returnedItems(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 0;
  const root = schema.getRootType(operation.operation);
  return root ? count(root, operation.selectionSet, 1) : 0;

  function count(type: GraphQLCompositeType, set: SelectionSetNode, times: number): number {
    let total = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(s.name.value);
        const on = f && schema.getType(f.typeCondition.name.value);
        if (f && on && isCompositeType(on)) total += count(on, f.selectionSet, times);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const on = s.typeCondition ? schema.getType(s.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) total += count(on, s.selectionSet, times);
      } else if ("getFields" in type && s.selectionSet) {
        const field = type.getFields()[s.name.value];
        const target = field && getNamedType(field.type);
        if (!field || !isCompositeType(target)) continue;
        const n = times * listLength(field, s, variables);
        total += n + count(target, s.selectionSet, n);
      }
    }
    return total;
  }
}

function listLength(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Record<string, unknown>): number {
  let args: Record<string, unknown> = {};
  try {
    args = getArgumentValues(field, node, variables);
  } catch {
    /* invalid arguments are refused when the field runs */
  }
  // Above 100 (the largest limit of the schema) the field refuses the value itself, in its own words.
  if (typeof args.limit === "number") return Math.min(Math.max(1, args.limit), MAX_LIMIT);
  if (Array.isArray(args.ids)) return Math.max(1, args.ids.length);
  return isListType(getNullableType(field.type)) ? (LIST_LENGTHS[field.name] ?? DEFAULT_LIST_LENGTH) : 1;
}

export function useReturnedItemsCeiling(max = MAX_RETURNED_ITEMS): EnvelopPlugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const n = returnedItems(args.schema, args.document, args.operationName, (args.variableValues ?? {}) as Record<string, unknown>);
      if (n > max)
        setResultAndStopExecution(
          refusal(
            `Requête trop volumineuse : elle pourrait renvoyer ${n} éléments (${max} au plus). Demandez moins de produits ou moins d'alias.`,
          ),
        );
    },
  };
}
