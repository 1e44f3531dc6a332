import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * The new page placed the focus itself: a dialog that opened with it (the draft's patient step),
 * or a field it focuses on arrival (autoFocus).
 */
function pageHoldsFocus(container: HTMLElement): boolean {
  if (document.querySelector(".modal-overlay") !== null) return true;
  const active = document.activeElement;
  return active instanceof HTMLElement && container.contains(active) && active.matches("input, textarea, select");
}

/**
 * Focus follows the user (DESIGN.md): after a route change the page's main heading takes the
 * focus, so a screen reader reads where the user landed and the next Tab starts at the top of
 * the new page instead of in the menu. Not on the first load, where the skip link comes first;
 * not when only the query or the hash changes (a search, a filter); not when the heading is the
 * same, with the same text, as before (a tab inside one page keeps its focus); not when the new
 * page put the focus somewhere itself. A page still loading gets its heading focused when it appears.
 */
export function useFocusHeadingOnNavigate(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef<{ pathname: string; heading: Element | null; text: string } | null>(null);

  useEffect(() => {
    const container = main.current;
    if (!container) return;
    const last = previous.current;
    const current = container.querySelector("h1");
    previous.current = { pathname, heading: current, text: current?.textContent ?? "" };
    if (last === null || last.pathname === pathname) return;

    const focusHeading = (): boolean => {
      const heading = container.querySelector<HTMLElement>("h1");
      if (!heading) return false;
      previous.current = { pathname, heading, text: heading.textContent ?? "" };
      // One page's tabs keep their heading; another request on the same route changes its text.
      if ((heading === last.heading && heading.textContent === last.text) || pageHoldsFocus(container)) return true;
      // Focusable by script only: the heading is no stop for Tab.
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [main, pathname]);
}
