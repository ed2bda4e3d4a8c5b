// Below Chakra's `md` breakpoint (48em). Read in JavaScript where phone and desktop render
// different controls: two copies of a labelled field, one hidden by CSS, would both stay in the DOM.
import { useSyncExternalStore } from "react";

export const PHONE_QUERY = "(max-width: 47.99em)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export const useIsPhone = () => useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches);
