import { useSearchParams } from "react-router";
import { nextListParams, readListParams } from "./list-params.ts";

export function useProductListParams() {
  const [params, setParams] = useSearchParams();
  // From the address bar, not this render's params: two debounced fields can fire before a re-render.
  const update = (changes: Record<string, string | number | null>) =>
    setParams(nextListParams(new URLSearchParams(window.location.search), changes));
  return { ...readListParams(params), update };
}
