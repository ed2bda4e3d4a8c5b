import { Portal, Stack, Toast, Toaster, type CreateToasterReturn } from "@chakra-ui/react";

/** The toasts of one toaster (storefront or back-office), drawn the same way everywhere. */
export function ToastList({ toaster }: { toaster: CreateToasterReturn }) {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Chakra dims the description to 0.8: white on the error red then fails contrast (3.5:1). */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Fermer" />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
