// The storefront chunk as the browser loads it: one Apollo client for the visit (its cache restored
// from the page the server drew) and the service worker.
import { createApolloClient } from "../lib/apollo.ts";
import { registerServiceWorker } from "../lib/service-worker.ts";
import { Storefront } from "./Storefront.tsx";

const client = createApolloClient();
registerServiceWorker();

export default function StorefrontApp() {
  return <Storefront client={client} />;
}
