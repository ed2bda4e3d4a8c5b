// The first screen of a storefront page without a GraphQL round trip: the server runs the very
// queries the page will ask for (the client's generated documents, with the variables the page
// reads from its URL) and writes their answers into the HTML, where the client's preloaded link
// serves them once. On a 3G phone that saves two round trips before the products show, and the
// page's first product photos can be fetched with the HTML.
import { Kind, print, visit, type DocumentNode, type SelectionSetNode } from "graphql";
import { DOCUMENTS, pageOperations } from "../../../contract/operations.ts";
import { matchPage } from "../../../contract/pages.ts";
import { PRELOADED_ANSWERS_ID, preloadKey } from "../../../contract/preload-key.ts";
import { largestInSrcSet } from "../services/media.ts";

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
interface Operation {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}
interface Answer {
  data?: Record<string, unknown> | null;
  errors?: unknown[];
}
export interface ImageHint {
  href: string;
  srcSet: string;
  sizes: string;
  alt: string;
  width: number;
  height: number;
}
/** `answered`: the same answers with their operation, for the server render's Apollo cache. */
export interface Preloaded {
  script: string;
  images: ImageHint[];
  answered: Answered[];
}
export interface Answered {
  name: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** Apollo's cache asks every object for its __typename; the answers must carry it too. */
function withTypename(doc: DocumentNode): DocumentNode {
  return visit(doc, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === "__typename")) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } }] };
    },
  });
}

const QUERIES = Object.fromEntries(Object.entries(DOCUMENTS).map(([name, doc]) => [name, print(withTypename(doc as DocumentNode))]));
/** The header an in-process preload names the visitor's address with (graphql/yoga.ts reads it only on
 * requests that came through no socket): the tracking page's throttle counts the visitor. */
export const PRELOAD_CLIENT_HEADER = "x-preload-client-address";
/** The sizes attribute of the list's product cards (components/ui/ProductCard.tsx, grid view). */
const CARD_SIZES = "(max-width: 767px) 50vw, (max-width: 1200px) 25vw, 300px";
const FIRST_PHOTOS = 2;

/** The queries a storefront URL asks for on its first render (contract/pages.ts); none for other paths. */
export function operationsFor(url: URL): Operation[] {
  const match = matchPage(url.pathname);
  return match ? pageOperations(match, url).map(({ name, variables }) => ({ name, query: QUERIES[name], variables })) : [];
}

/** Photos the list page shows first (grid view), to fetch with the HTML. */
function listPhotos(answer: Answer, url: URL): ImageHint[] {
  if (url.searchParams.get("vue") === "liste") return [];
  type Photo = { srcSet: string; alt: string; width: number; height: number };
  const items = (answer.data?.products as { items?: { nom: string; imagePrincipale?: Photo | null }[] })?.items ?? [];
  return items
    .slice(0, FIRST_PHOTOS)
    .flatMap(({ nom, imagePrincipale: i }) =>
      i
        ? [{ href: largestInSrcSet(i.srcSet), srcSet: i.srcSet, sizes: CARD_SIZES, alt: i.alt || nom, width: i.width, height: i.height }]
        : [],
    );
}

/** A JSON data block ("<" escaped: a product name can't close the script element). */
export const jsonScript = (id: string, value: unknown) =>
  `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;

/** Answers with errors are left out: the page then asks itself and shows its own error state. */
export async function preload(fetchGraphQL: Fetch, url: URL, clientAddress = ""): Promise<Preloaded> {
  const operations = operationsFor(url);
  const answers: Record<string, Answer> = {};
  const images: ImageHint[] = [];
  const answered: Answered[] = [];
  await Promise.all(
    operations.map(async (o) => {
      const res = await fetchGraphQL("http://preload.local/graphql", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/graphql-response+json, application/json",
          [PRELOAD_CLIENT_HEADER]: clientAddress,
        },
        body: JSON.stringify({ operationName: o.name, query: o.query, variables: o.variables }),
      });
      const answer = (await res.json()) as Answer;
      if (!res.ok || answer.errors?.length || !answer.data) return;
      answers[preloadKey(o.name, o.variables)] = { data: answer.data };
      answered.push({ name: o.name, variables: o.variables, data: answer.data });
      if (o.name === "ProductList") images.push(...listPhotos(answer, url));
    }),
  );
  if (!Object.keys(answers).length) return { script: "", images, answered };
  return { script: jsonScript(PRELOADED_ANSWERS_ID, answers), images, answered };
}
