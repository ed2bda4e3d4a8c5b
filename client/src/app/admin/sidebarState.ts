// SPEC §2/§9: the sidebar remembers expanded/collapsed in the cookie sidebar:state for 7 days.
export const SIDEBAR_COOKIE = "sidebar:state";
export const SIDEBAR_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_COLLAPSED = "3rem";

/** Reads the cookie header; the sidebar is expanded unless the cookie says "false". */
export function readSidebarExpanded(cookieHeader: string): boolean {
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SIDEBAR_COOKIE) return value.join("=") !== "false";
  }
  return true;
}

export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_MAX_AGE}; SameSite=Lax`;
}

/** Ctrl+B or Meta+B toggles the sidebar (SPEC §2). */
export const isSidebarShortcut = (e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey">) =>
  e.key.toLowerCase() === "b" && (e.ctrlKey || e.metaKey);
