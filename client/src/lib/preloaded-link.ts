import { ApolloLink } from "@apollo/client";
import { of } from "rxjs";
import { PRELOADED_ANSWERS_ID, preloadKey } from "../../../contract/preload-key.ts";

/** Serves each answer the server wrote into the page once (the first render of the page asked
 * for), so the first screen needs no round trip; every other request goes to the network. */
export function createPreloadedLink(doc: Document = document) {
  let answers: Record<string, ApolloLink.Result> | null = null;
  const take = (key: string) => {
    if (answers === null) {
      try {
        answers = JSON.parse(doc.getElementById(PRELOADED_ANSWERS_ID)?.textContent || "{}");
      } catch {
        answers = {};
      }
    }
    const answer = answers![key];
    delete answers![key];
    return answer;
  };
  return new ApolloLink((operation, forward) => {
    const answer = operation.operationName ? take(preloadKey(operation.operationName, operation.variables)) : undefined;
    return answer ? of(answer) : forward(operation);
  });
}
