import { createToaster } from "@chakra-ui/react";
import { PHONE_QUERY } from "../../lib/media.ts";
import { ToastList } from "./ToastList.tsx";

// On phones the layout keeps a bar at the bottom (the WhatsApp button, the product's price and
// 'Ajouter au panier'): toasts sit above it instead of covering it.
const phone = window.matchMedia(PHONE_QUERY).matches;

// Cart notifications close after 4 s (SPEC §9).
export const toaster = createToaster({
  placement: "bottom-end",
  duration: 4000,
  max: 5,
  pauseOnPageIdle: true,
  offsets: phone ? { top: "1rem", right: "1rem", bottom: "5rem", left: "1rem" } : "1rem",
});

export function Toaster() {
  return <ToastList toaster={toaster} />;
}
