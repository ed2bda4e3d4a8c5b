import { createToaster } from "@chakra-ui/react";
import { ToastList } from "./ToastList.tsx";

// Cart notifications close after 4 s (SPEC §9).
export const toaster = createToaster({ placement: "bottom-end", duration: 4000, max: 5, pauseOnPageIdle: true });

export function Toaster() {
  return <ToastList toaster={toaster} />;
}
