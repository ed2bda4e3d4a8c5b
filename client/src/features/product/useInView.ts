import { useEffect, useState } from "react";

/** Whether the element is on screen (null until the first observation). A callback ref, because
 * the observed element appears only once the product has loaded. */
export function useInView() {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [inView, setInView] = useState<boolean | null>(null);
  useEffect(() => {
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return [setEl, inView] as const;
}
