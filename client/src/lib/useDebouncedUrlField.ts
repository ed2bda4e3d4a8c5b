import { useEffect, useRef, useState } from "react";

/** A text field mirrored into the URL `delay` ms after the last keystroke (SPEC §9 debounces).
 * When the URL changes by other means (Back, 'Effacer les filtres') the field follows it. */
export function useDebouncedUrlField(urlValue: string, delay: number, push: (text: string) => void) {
  const [text, setText] = useState(urlValue);
  const pushed = useRef(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pushRef = useRef(push);
  useEffect(() => {
    pushRef.current = push;
  });

  useEffect(() => {
    if (urlValue === pushed.current) return;
    clearTimeout(timer.current);
    pushed.current = urlValue;
    setText(urlValue);
  }, [urlValue]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      pushed.current = value.trim();
      pushRef.current(value.trim());
    }, delay);
  };
  return [text, change] as const;
}
