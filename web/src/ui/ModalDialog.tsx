import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";

export type ModalDialogProps = {
  title: string;
  isOpen: boolean;
  /** False for dialogs the user must answer (an ended session): no Escape, no click outside. */
  isDismissable?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  role?: "dialog" | "alertdialog";
  children: ReactNode;
};

/** A modal that traps focus and returns it on close. */
export function ModalDialog({ title, isOpen, isDismissable = true, onOpenChange, role = "dialog", children }: ModalDialogProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className="modal">
        <Dialog className="dialog" role={role}>
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
