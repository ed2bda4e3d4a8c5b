// The storefront's first pages drawn on the server (decision 044): those contract/pages.ts marks
// `rendering: "server"` are rendered by the client's server entry, built by `npm run build` into
// client/dist-server/entry-server.js and loaded here at run time. Whatever goes wrong (no
// build, a render error, a render too long) the page falls back to the browser's render.
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import type { Logger } from "../log.ts";
import type { Answered } from "./preload.ts";

export interface RenderInput {
  url: string;
  answers: Answered[];
  phone: boolean;
}
/** `html`: the inside of #root; `styles`: its style tags, for <head>; `cache`: the Apollo cache
 * the render read, for the browser. */
export interface Rendered {
  html: string;
  styles: string;
  cache: unknown;
}
/** null: no render (no build), the page goes out without it; BUSY: as many renders as MAX_RENDERS
 * already run, FAILED: this render failed or ran out of time (a busy machine): the page goes out
 * without it and is not kept, the next visitor gets it drawn. */
export type ServerRender = (input: RenderInput) => Promise<Rendered | null | typeof BUSY | typeof FAILED>;
export const BUSY = "busy";
export const FAILED = "failed";
/** Renders at once (issue 22): one takes 0.5-1.4 s of CPU on a quiet 2-core machine, and pages of
 * new query strings are as many renders as an attacker sends. Past it the page shell is sent at
 * once, as when a render fails: the browser draws the page. */
export const MAX_RENDERS = 2;

/** Phones get the phone layout from the first paint (bottom bar, filter sheet): a wrong guess is
 * corrected right after hydration, at the cost of one re-render. */
export const guessPhone = (userAgent: string | undefined) => /Mobi|Android|iPhone|iPod/i.test(userAgent ?? "");

export interface ServerEntry {
  render: (input: RenderInput) => Promise<Rendered>;
}

/** The built entry (client/dist-server/entry-server.js), none when the client was not built. */
export const builtEntry = (file: string) => (): Promise<ServerEntry | null> =>
  fs.existsSync(file) ? import(pathToFileURL(file).href) : Promise.resolve(null);

export function createServerRender(load: () => Promise<ServerEntry | null>, logger: Logger): ServerRender {
  let entry: Promise<ServerEntry | null> | null = null;
  let running = 0;
  return async (input) => {
    if (running >= MAX_RENDERS) return BUSY;
    running += 1;
    try {
      entry ??= load().catch((err: unknown) => {
        logger.error({ err }, "Rendu serveur indisponible : les pages seront dessinées par le navigateur");
        return null;
      });
      const server = await entry;
      return server && (await server.render(input));
    } catch (err) {
      logger.error({ err, url: input.url }, "Rendu serveur impossible : la page sera dessinée par le navigateur");
      return FAILED;
    } finally {
      running -= 1;
    }
  };
}
