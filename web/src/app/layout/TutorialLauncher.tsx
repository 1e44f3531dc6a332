import { Suspense, useCallback, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { loadExtraCatalogue } from "../../i18n/activate.ts";
import type { Locale } from "../../i18n/locales.ts";
import { lazyComponent } from "../../ui/lazy-component.ts";
import { TutorialContext } from "./tutorial-context.ts";

// The tutorial, its query and its strings (the tutorial catalogue) are chunks of their own: they
// load when it opens, not with every screen. Its catalogue's loader lives here rather than in
// i18n/catalogues.ts, which the entry chunk holds: the login page's budget (issue 18).
const tutorialCatalogue = (locale: Locale) => import(`../../locales/${locale}/tutorial.po`);
const TutorialDialog = lazyComponent(async () => {
  const [module] = await Promise.all([import("../../routes/settings/tutorial/TutorialDialog.tsx"), loadExtraCatalogue(tutorialCatalogue)]);
  return module.TutorialDialog;
});

/** The query flag that opens the tutorial after signup (spec 1 §1 "inscription"). */
export const SIGNUP_FLAG = "inscription";

/**
 * Spec 1 §1: the tutorial opens after signup (the `inscription` flag, until the member has seen
 * it once) and again from the help entry, whenever asked.
 */
export function TutorialLauncher({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [asked, setAsked] = useState(false);
  const flagged = new URLSearchParams(location.search).has(SIGNUP_FLAG);
  const open = useCallback(() => setAsked(true), []);
  const close = useCallback(() => {
    setAsked(false);
    if (!flagged) return;
    // The flag has done its work: a reload or a shared address does not carry it on.
    const search = new URLSearchParams(location.search);
    search.delete(SIGNUP_FLAG);
    const rest = search.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : "", hash: location.hash }, { replace: true });
  }, [flagged, location.pathname, location.search, location.hash, navigate]);
  return (
    <TutorialContext value={open}>
      {children}
      {asked || flagged ? (
        <Suspense fallback={null}>
          <TutorialDialog onlyIfUnseen={!asked} onClose={close} />
        </Suspense>
      ) : null}
    </TutorialContext>
  );
}
