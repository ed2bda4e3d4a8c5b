import { createContext, use, useEffect } from "react";

/** Lets a back-office screen name its last breadcrumb (e.g. 'Types · Mode femme', an admin's name). */
export const BreadcrumbLabelContext = createContext<(label: string | null) => void>(() => {});

export function useBreadcrumbLabel(label: string | null | undefined) {
  const set = use(BreadcrumbLabelContext);
  useEffect(() => {
    set(label ?? null);
    return () => set(null);
  }, [label, set]);
}
