import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { loadModule } from "../errors/load-error.ts";
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

// react-aria's modal (overlay, focus scope, scroll lock, about 12 KB gzipped) is a chunk of its
// own (issue 18): every logged-in screen holds closed dialogs (the session's, at least), and none
// needs the modal to show its first paint. It is fetched once a screen with a dialog has
// rendered, so it is there by the time a dialog opens.
const loadContent = () => loadModule(() => import("./ModalDialogContent.tsx"));
const LazyModalDialogContent = lazy(async () => ({ default: (await loadContent()).ModalDialogContent }));

/** A modal that traps focus and returns it on close. */
export function ModalDialog(props: ModalDialogProps) {
  const { isOpen, returnFocusTo } = props;
  // Once opened it stays mounted, so that closing it runs react-aria's exit (focus goes back).
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  useEffect(() => {
    // A failure here is reported when a dialog opens (LoadError: the reload view).
    loadContent().catch(() => undefined);
  }, []);
  const wasOpen = useRef(isOpen);
  const returnTo = useRef(returnFocusTo);
  returnTo.current = returnFocusTo;
  useEffect(() => {
    if (wasOpen.current && !isOpen) returnFocusAfterClose(returnTo.current);
    wasOpen.current = isOpen;
  }, [isOpen]);
  // Unmounted while open: the screen behind it changed (the consult completed, its actions went).
  useEffect(() => () => (wasOpen.current ? returnFocusAfterClose(returnTo.current) : undefined), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyModalDialogContent {...props} />
    </Suspense>
  );
}
