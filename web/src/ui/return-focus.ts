import type { RefObject } from "react";

function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>("main h1");
  if (!heading) return;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus();
}

/**
 * After a modal closed, once react-aria has put the focus back on the control that opened it
 * (it does so in the next animation frame): a modal with a `returnTo` control (one that opened by
 * itself, whose "opener" is the button that would have opened it) sends the focus there; any
 * other modal whose opener is gone (a "Complete" button that disappears with the completion)
 * would leave it on the body, and the page's heading takes it instead. Focus that went into
 * another dialog is left alone.
 */
export function returnFocusAfterClose(returnTo: RefObject<HTMLElement | null> | undefined): void {
  requestAnimationFrame(() => {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active?.closest("[role=dialog], [role=alertdialog]")) return;
      const target = returnTo?.current;
      if (target?.isConnected) target.focus();
      else if (!active || active === document.body) focusPageHeading();
    });
  });
}
