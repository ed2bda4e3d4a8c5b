import { createToaster } from "@chakra-ui/react";
import { ToastList } from "./ToastList.tsx";

// SPEC §4/§9: the back-office toast store shows at most 20 toasts, bottom-right, for 6 s.
export const adminToaster = createToaster({ placement: "bottom-end", duration: 6000, max: 20, pauseOnPageIdle: true });

/** SPEC §8 generic failure toast: title 'Erreur', the server message or the screen's default. */
export function toastError(description?: string | null) {
  adminToaster.create({ type: "error", title: "Erreur", description: description || "Une erreur est survenue" });
}

export function toastSuccess(description?: string | null) {
  adminToaster.create({ type: "success", title: "Succès", description: description || "Opération réussie" });
}

export function AdminToaster() {
  return <ToastList toaster={adminToaster} />;
}
