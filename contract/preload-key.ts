// Answers the server preloads into the page (see server/src/http/preload.ts) are found again by
// operation name and variables; absent and null variables are the same request.
export const PRELOADED_ANSWERS_ID = "preloaded-answers";

export function preloadKey(operationName: string, variables: Record<string, unknown> = {}): string {
  const set = Object.keys(variables)
    .filter((k) => variables[k] != null)
    .sort()
    .map((k) => [k, variables[k]]);
  return `${operationName}:${JSON.stringify(set)}`;
}

/** The Apollo cache of a page the server rendered, restored by the browser before it hydrates. */
export const SERVER_CACHE_ID = "apollo-cache";
