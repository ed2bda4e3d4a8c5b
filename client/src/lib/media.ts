// Below Chakra's `md` breakpoint (48em). Read in JavaScript where phone and desktop render
// different controls: two copies of a labelled field, one hidden by CSS, would both stay in the DOM.
import { createContext, useContext, useSyncExternalStore } from "react";

export const PHONE_QUERY = "(max-width: 47.99em)";

/** The server's guess from the User-Agent: it renders the page with it, the browser hydrates with
 * the same value (written on #root) and then follows the screen's real width. */
export const PhoneGuess = createContext(false);

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function useIsPhone() {
  const guess = useContext(PhoneGuess);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => guess,
  );
}
