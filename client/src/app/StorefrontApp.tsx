import { ApolloProvider } from "@apollo/client/react";
import { Route, Routes } from "react-router";
import { createApolloClient } from "../lib/apollo.ts";
import { CategoryList } from "../features/catalogue/CategoryList.tsx";

const client = createApolloClient();

export default function StorefrontApp() {
  return (
    <ApolloProvider client={client}>
      <Routes>
        <Route path="*" element={<CategoryList />} />
      </Routes>
    </ApolloProvider>
  );
}
