import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { loadModule } from "../errors/load-error.ts";

export type ModalDialogProps = {
  title: string;
  isOpen: boolean;
  /** False for dialogs the user must answer (an ended session): no Escape, no click outside. */
  isDismissable?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  role?: "dialog" | "alertdialog";
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
  // Once opened it stays mounted, so that closing it runs react-aria's exit (focus goes back).
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  useEffect(() => {
    // A failure here is reported when a dialog opens (LoadError: the reload view).
    loadContent().catch(() => undefined);
  }, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyModalDialogContent {...props} />
    </Suspense>
  );
}
