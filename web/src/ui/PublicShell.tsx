import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { CountrySwitch } from "../i18n/CountrySwitch.tsx";
import { LanguageSwitch } from "../i18n/LanguageSwitch.tsx";
import { LogoMark } from "./icons.tsx";

type Props = {
  /** The document title, without the " · Consilium" suffix; screens that set their own leave it out. */
  title?: string;
  /** Signup's result list needs more room than a login form. */
  size?: "default" | "wide";
  /** What the top-right corner holds; the country and language selectors by default. */
  toolbar?: ReactNode;
  children: ReactNode;
};

/** The frame of every screen outside the main app: login, signup, password, identity, callbacks. */
export function PublicShell({ title, size = "default", toolbar, children }: Props) {
  return (
    <div className="login-screen">
      {title ? <title>{`${title} · Consilium`}</title> : null}
      <aside className="login-aside" aria-hidden="true">
        <div className="login-aside-inner">
          <p className="login-aside-brand">
            <LogoMark /> Consilium
          </p>
          <p className="login-aside-tagline">
            <Trans>L'avis d'un confrère, au bon moment, pour chaque patient.</Trans>
          </p>
        </div>
      </aside>
      <main className="login-main">
        <div className="login-toolbar">
          {toolbar ?? (
            <>
              <CountrySwitch />
              <LanguageSwitch />
            </>
          )}
        </div>
        <div className={size === "wide" ? "login-card login-card-wide" : "login-card"}>
          <p className="login-brand">
            <LogoMark />
            <span>Consilium</span>
          </p>
          {children}
        </div>
      </main>
    </div>
  );
}
