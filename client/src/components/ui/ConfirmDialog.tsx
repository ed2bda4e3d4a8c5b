import type { ReactNode } from "react";
import { Button, Dialog, Portal, Stack } from "@chakra-ui/react";

interface Props {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
  /** Fields the confirmation needs (a percentage, a category), under the description. */
  children?: ReactNode;
}

/** DESIGN.md: every destructive back-office action asks first. */
export function ConfirmDialog({ open, title, description, confirmLabel, destructive, busy, onConfirm, onClose, children }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <span>{description}</span>
                {children}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Annuler
              </Button>
              <Button colorPalette={destructive ? "red" : "brand"} onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
