import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

// The app runs on a declarative BrowserRouter (a data router would add its code to the storefront's
// budget), so React Router's useBlocker is not available. A form with unsaved changes guards the
// three ways out instead: links (clicks caught before the router sees them), the browser's back
// button (a same-URL history entry pushed once the form is dirty) and reload or closing the tab.

const SENTINEL = "boutique-leave-guard";

function internalLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = url.pathname + url.search + url.hash;
  return to === window.location.pathname + window.location.search + window.location.hash ? null : to;
}

/** Asks 'Quitter sans enregistrer ?' before leaving a form whose changes are not saved. */
export function LeaveGuard({ when }: { when: boolean }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | number | null>(null);
  const armed = useRef(false);

  useEffect(() => {
    if (!when) return;
    const onClick = (event: MouseEvent) => {
      const to = internalLink(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    // Back from the pushed entry lands on the form's own entry: push it again and ask.
    const onPop = () => {
      if (window.history.state?.key === SENTINEL) return;
      window.history.pushState({ ...window.history.state, key: SENTINEL }, "");
      setPending(-2);
    };
    if (!armed.current) {
      window.history.pushState({ ...window.history.state, key: SENTINEL }, "");
      armed.current = true;
    }
    document.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onUnload);
    window.addEventListener("popstate", onPop);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onUnload);
      window.removeEventListener("popstate", onPop);
    };
  }, [when]);

  function leave() {
    const to = pending;
    setPending(null);
    if (typeof to === "number") window.history.go(to);
    else if (to !== null) navigate(to);
  }

  return (
    <ConfirmDialog
      open={pending !== null}
      title="Quitter sans enregistrer ?"
      description="Les modifications non enregistrées seront perdues."
      confirmLabel="Quitter la page"
      destructive
      onConfirm={leave}
      onClose={() => setPending(null)}
    />
  );
}
