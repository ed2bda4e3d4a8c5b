import { useEffect, useState, type RefObject } from "react";

/** Whether the element is on screen (null until the first observation). `key` names the element
 * the ref holds (another element once it changes). The state lives in the component that reads it:
 * kept by the page, the first observation re-rendered the whole product page, synchronously,
 * right after hydration (≈ 130 ms on a slow phone, decision 057). */
export function useInView(ref: RefObject<HTMLElement | null>, key: unknown) {
  const [inView, setInView] = useState<boolean | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the trigger: the ref then holds another element
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, key]);
  return inView;
}
