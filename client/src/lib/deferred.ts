import { useDeferredValue } from "react";

/** Query data drawn by a background (interruptible) render: on a slow phone a page of results is
 * drawn in short tasks instead of one long one that freezes taps. `pending` is true until then. */
export function useDeferredData<T>(data: T) {
  const deferred = useDeferredValue(data);
  return { data: deferred, pending: deferred !== data };
}
