// The category edit page as an admin uses it, over a fake /graphql: a renamed type is sent with its
// id (so the server keeps it and its products), and the server's 409 shows in the form (decision 062).
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { ApolloProvider } from "@apollo/client/react";
import { HttpLink } from "@apollo/client";
import { ChakraProvider } from "@chakra-ui/react";
import { createApolloClient } from "../../client/src/lib/apollo.ts";
import { adminSystem } from "../../client/src/app/admin/adminSystem.ts";
import { EditCategoryPage } from "../../client/src/features/admin-categories/CategoryFormPage.tsx";

const IN_USE = "Impossible de supprimer le type « Bazin » : 2 produits l'utilisent.";
const category = {
  __typename: "Category",
  id: "c1",
  nom: "Tissus",
  description: "",
  sousTypes: [
    { __typename: "SubType", id: "st-pagne", nom: "Pagne" },
    { __typename: "SubType", id: "st-bazin", nom: "Bazin" },
  ],
};

/** A /graphql that answers the page's query and refuses its update as the server does (409 → CONFLICT). */
function fakeServer() {
  const updates: { variables: Record<string, unknown> }[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    if (body.operationName === "CategoryToEdit") return Response.json({ data: { category } });
    updates.push(body);
    return Response.json({
      errors: [{ message: IN_USE, path: ["updateCategory"], extensions: { code: "CONFLICT", field: "sousTypes" } }],
      data: null,
    });
  };
  return { updates, link: new HttpLink({ uri: "http://shop.test/graphql", fetch }) };
}

function renderEditPage(link: HttpLink) {
  return render(
    <ChakraProvider value={adminSystem}>
      <ApolloProvider client={createApolloClient([], link)}>
        <MemoryRouter initialEntries={["/admin/categories/update/c1"]}>
          <Routes>
            <Route path="/admin/categories/update/:id" element={<EditCategoryPage />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
}

describe("category edit form (issue 22: renaming a type keeps its products)", () => {
  afterEach(cleanup);

  it("sends the renamed type with its id, leaves out the removed one, and shows the server's 409 in the form", {
    timeout: 60_000,
  }, async () => {
    const server = fakeServer();
    renderEditPage(server.link);
    const first = await screen.findByRole("textbox", { name: "Type 1" });
    expect(first).toHaveValue("Pagne");
    fireEvent.change(first, { target: { value: "Pagnes" } });
    fireEvent.click(screen.getByRole("button", { name: "Retirer le type 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Ajouter un type" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Type 2" }), { target: { value: "Soie" } });
    const save = screen.getByRole("button", { name: "Sauvegarder" });
    fireEvent.click(save);

    const form = save.closest("form")!;
    expect(await within(form).findByRole("alert")).toHaveTextContent(IN_USE);
    expect(server.updates).toHaveLength(1);
    expect(server.updates[0].variables).toEqual({
      id: "c1",
      input: { nom: "Tissus", description: "", sousTypes: [{ id: "st-pagne", nom: "Pagnes" }, { nom: "Soie" }] },
    });
    // Nothing was saved: the form keeps what was typed, to correct it.
    expect(screen.getByRole("textbox", { name: "Type 1" })).toHaveValue("Pagnes");
  });
});
