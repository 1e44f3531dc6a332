import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { ModalDialogProps } from "./ModalDialog.tsx";

/** The modal itself (./ModalDialog.tsx loads it): it traps focus and returns it on close. */
export function ModalDialogContent({ title, isOpen, isDismissable = true, onOpenChange, role = "dialog", children }: ModalDialogProps) {
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
