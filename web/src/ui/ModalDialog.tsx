import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { returnFocusAfterClose } from "./return-focus.ts";

export type ModalDialogProps = {
  title: string;
  isOpen: boolean;
  /** False for dialogs the user must answer (an ended session): no Escape, no click outside. */
  isDismissable?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  role?: "dialog" | "alertdialog";
  /**
   * Where the focus goes when the modal closes, for a modal that opens by itself (no control
   * opened it): the control that would have. Others return to their opener (react-aria).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/** A modal that traps focus and returns it on close. */
export function ModalDialog({ title, isOpen, isDismissable = true, onOpenChange, role = "dialog", returnFocusTo, children }: ModalDialogProps) {
  const wasOpen = useRef(isOpen);
  const returnTo = useRef(returnFocusTo);
  returnTo.current = returnFocusTo;
  useEffect(() => {
    if (wasOpen.current && !isOpen) returnFocusAfterClose(returnTo.current);
    wasOpen.current = isOpen;
  }, [isOpen]);
  // Unmounted while open: the screen behind it changed (the consult completed, its actions went).
  useEffect(() => () => (wasOpen.current ? returnFocusAfterClose(returnTo.current) : undefined), []);
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
