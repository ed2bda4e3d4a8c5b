import { describe, expect, it } from "vitest";
import { ApolloClient, ApolloLink, InMemoryCache, gql } from "@apollo/client";
import { of } from "rxjs";
import { createPreloadedLink } from "../../client/src/lib/preloaded-link.ts";
import { preloadKey, PRELOADED_ANSWERS_ID } from "../../contract/preload-key.ts";
import { listVariables, readListParams } from "../../contract/list-params.ts";

import type { TypedDocumentNode } from "@apollo/client";

type Items = { items: { id: string; nom: string }[] };
const QUERY: TypedDocumentNode<Items, { page?: number; search?: string | null }> =
  gql`query Items($page: Int, $search: String) { items(page: $page, search: $search) { id nom } }`;

function pageWith(answers: unknown) {
  const doc = document.implementation.createHTMLDocument("x");
  const script = doc.createElement("script");
  script.id = PRELOADED_ANSWERS_ID;
  script.type = "application/json";
  script.textContent = typeof answers === "string" ? answers : JSON.stringify(answers);
  doc.body.append(script);
  return doc;
}

function clientWith(doc: Document) {
  const sent: unknown[] = [];
  const network = new ApolloLink((op) => {
    sent.push(op.variables);
    return of({ data: { items: [{ __typename: "Item", id: "net", nom: "Réseau" }] } });
  });
  const client = new ApolloClient({ link: createPreloadedLink(doc).concat(network), cache: new InMemoryCache() });
  return { client, sent };
}

describe("answers preloaded by the server", () => {
  it("serves the page's first request from the HTML, once; later ones go to the network", async () => {
    const answer = { data: { items: [{ __typename: "Item", id: "1", nom: "Préchargé" }] } };
    const { client, sent } = clientWith(pageWith({ [preloadKey("Items", { page: 2 })]: answer }));
    const first = await client.query({ query: QUERY, variables: { page: 2, search: null } });
    expect(first.data).toEqual(answer.data);
    expect(sent).toEqual([]);
    const again = await client.query({ query: QUERY, variables: { page: 2 }, fetchPolicy: "network-only" });
    expect(again.data!.items[0].nom).toBe("Réseau");
    const other = await client.query({ query: QUERY, variables: { page: 3 } });
    expect(other.data!.items[0].id).toBe("net");
    expect(sent).toHaveLength(2);
  });

  it("goes to the network when the page has no answers or unreadable ones", async () => {
    for (const doc of [document.implementation.createHTMLDocument("vide"), pageWith("{pas du json")]) {
      const { client, sent } = clientWith(doc);
      expect((await client.query({ query: QUERY })).data!.items[0].id).toBe("net");
      expect(sent).toHaveLength(1);
    }
  });

  it("keys answers by operation and variables, whatever their order, null meaning absent", () => {
    expect(preloadKey("Q", { b: 1, a: "x", c: null })).toBe(preloadKey("Q", { a: "x", b: 1 }));
    expect(preloadKey("Q", { a: 1 })).not.toBe(preloadKey("Q", { a: 2 }));
    expect(preloadKey("Q")).not.toBe(preloadKey("R"));
  });
});

describe("the /pro URL contract", () => {
  it("reads page, size, sort, bounds, category, sub-type and search, with defaults for nonsense", () => {
    const s = readListParams(
      new URLSearchParams("page=3&limit=50&sortBy=prix&minPrice=1000&maxPrice=x&categorie=c1&type=t1&search=%20robe%20&taille=M&vue=liste"),
    );
    expect(s).toEqual({
      categoryId: "c1",
      subTypeId: "t1",
      search: "robe",
      page: 3,
      limit: 50,
      sortBy: "prix",
      minPrice: 1000,
      maxPrice: null,
      size: "M",
      view: "list",
    });
    expect(listVariables(readListParams(new URLSearchParams("page=0&limit=7&sortBy=hack")))).toEqual({
      page: 1,
      limit: 20,
      search: null,
      minPrice: null,
      maxPrice: null,
      sortBy: "alphabet",
      categoryId: null,
      subTypeId: null,
      size: null,
    });
  });
});
