// 'Partager': the phone's share sheet when the browser has one, else a WhatsApp message.
import { useSyncExternalStore } from "react";
import { Button } from "@chakra-ui/react";
import { canShare, shareText, whatsappShareLink, type SharedProduct } from "../../lib/share.ts";

// Kept here rather than in ui/icons.tsx, which ships in the initial JavaScript.
const ShareIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d="M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </svg>
);

const never = () => () => undefined;

/** The server, and the hydration after it, draw the WhatsApp link (a real link: it works before
 * the code, decision 065); the phone's share sheet takes its place right after, where there is one
 * (drawn at once, the hydration would not match the server's page). */
export function ShareButton({ product }: { product: SharedProduct }) {
  const sheet = useSyncExternalStore(never, canShare, () => false);
  if (!sheet) {
    return (
      <Button asChild variant="outline" minH="11" w="fit-content">
        <a href={whatsappShareLink(product)} target="_blank" rel="noopener noreferrer">
          <ShareIcon /> Partager
        </a>
      </Button>
    );
  }
  const share = () => {
    // A shopper closing the sheet rejects the promise (AbortError): nothing to report.
    navigator.share({ title: product.name, text: shareText(product), url: product.url }).catch(() => undefined);
  };
  return (
    <Button variant="outline" minH="11" w="fit-content" onClick={share}>
      <ShareIcon /> Partager
    </Button>
  );
}
