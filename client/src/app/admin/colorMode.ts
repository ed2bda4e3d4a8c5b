import { useSyncExternalStore } from "react";

// SPEC §2/§9: the back-office theme is saved under localStorage "theme", defaulting to the system
// preference. Chakra's `_dark` condition follows the "dark" class on <html>.
export type ColorMode = "light" | "dark";
export const THEME_KEY = "theme";

export function resolveColorMode(stored: string | null, prefersDark: boolean): ColorMode {
  if (stored === "light" || stored === "dark") return stored;
  return prefersDark ? "dark" : "light";
}

const listeners = new Set<() => void>();

export function storedColorMode(): ColorMode {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_KEY);
  } catch {
    /* private mode: fall back to the system */
  }
  return resolveColorMode(stored, window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false);
}

export function applyColorMode(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.toggle("dark", mode === "dark");
  root.classList.toggle("light", mode === "light");
  root.style.colorScheme = mode;
}

/** The storefront has no dark theme: leaving the back-office puts the page back to light. */
export function resetColorMode() {
  const root = document.documentElement;
  root.classList.remove("dark", "light");
  root.style.colorScheme = "";
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useColorMode() {
  const mode = useSyncExternalStore(subscribe, storedColorMode, () => "light" as ColorMode);
  const toggle = () => {
    const next: ColorMode = mode === "dark" ? "light" : "dark";
    localStorage.setItem(THEME_KEY, next);
    applyColorMode(next);
    for (const l of listeners) l();
  };
  return { mode, toggle };
}
