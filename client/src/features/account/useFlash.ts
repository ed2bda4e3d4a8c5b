import { useEffect, useState } from "react";

/** A success message that clears itself after 5 s (SPEC §4/§9 profile). */
export function useFlash(durationMs = 5000) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const id = setTimeout(() => setMessage(null), durationMs);
    return () => clearTimeout(id);
  }, [message, durationMs]);
  return [message, setMessage] as const;
}
