// The storefront drawn on the server (decision 044): built by `npm run build` into
// client/dist-server/entry-server.js, which the server loads (server/src/http/ssr.ts). The tree is
// the browser's (AppTree, Storefront) under a static router, its Apollo cache filled with the
// answers the server already preloaded for the page: the render never fetches, and the browser
// restores the same cache before it hydrates.
/// <reference types="node" />
import { Writable } from "node:stream";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ApolloClient, ApolloLink, type NormalizedCacheObject } from "@apollo/client";
import { CacheProvider } from "@emotion/react";
import createEmotionCache from "@emotion/cache";
import { AppTree } from "./app/AppTree.tsx";
import { Storefront } from "./app/Storefront.tsx";
import { createCache } from "./lib/apollo.ts";
import { PhoneGuess } from "./lib/media.ts";
import { hoistStyles } from "./lib/hoist-styles.ts";
import { DOCUMENTS } from "../../contract/operations.ts";

export interface Answered {
  name: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}
export interface RenderInput {
  url: string;
  answers: Answered[];
  phone: boolean;
  timeoutMs?: number;
}
/** `styles`: emotion's tags for <head> (decision 057); `html`: the inside of #root without them. */
export interface Rendered {
  html: string;
  styles: string;
  cache: NormalizedCacheObject;
}

/** Page kinds (and layouts) rendered once already in this process: their lazy modules are loaded. */
const warmed = new Set<string>();

/** A Suspense fallback drawn while a lazy module loads is thrown away, but emotion has counted its
 * styles as sent: the content would then lack them. The first render of each kind of page only
 * loads the lazy modules; later ones never suspend. */
export async function render(input: RenderInput): Promise<Rendered> {
  const kind = `${input.phone} ${/^\/[^/?]*/.exec(input.url)?.[0]}`;
  if (!warmed.has(kind)) {
    await renderOnce(input);
    warmed.add(kind);
  }
  return renderOnce(input);
}

function renderOnce({ url, answers, phone, timeoutMs = 5000 }: RenderInput): Promise<Rendered> {
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty(), ssrMode: true });
  for (const a of answers) {
    const query = DOCUMENTS[a.name as keyof typeof DOCUMENTS];
    if (query) client.writeQuery({ query: query as never, variables: a.variables, data: a.data });
  }
  // One emotion cache per render: each page carries every style it uses (key "css", the one the
  // browser's default cache moves out of React's way before hydrating).
  const styles = createEmotionCache({ key: "css" });
  const tree = (
    <StrictMode>
      <CacheProvider value={styles}>
        <PhoneGuess.Provider value={phone}>
          <StaticRouter location={url}>
            <AppTree storefront={<Storefront client={client} />} fallback={null} />
          </StaticRouter>
        </PhoneGuess.Provider>
      </CacheProvider>
    </StrictMode>
  );
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve({ ...hoistStyles(html), cache: client.extract() as NormalizedCacheObject });
        done();
      },
    });
    // Piped once everything is ready: the page is complete HTML (it is cached per path) with no
    // inline script revealing late parts, which the Content-Security-Policy would refuse. Any
    // error, even one a Suspense boundary caught, sends the page to the browser's render instead.
    const stream = renderToPipeableStream(tree, {
      // Large finished boundaries are otherwise sent apart and revealed by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: reject,
    });
    const timer = setTimeout(() => {
      reject(new Error("rendu serveur trop long"));
      stream.abort();
    }, timeoutMs);
  });
}
