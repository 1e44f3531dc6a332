import type { ReactNode } from "react";
import { AlertIcon, ClockIcon, ShieldCheckIcon } from "./icons.tsx";

type Tone = "waiting" | "warning" | "success";

const ICONS: Record<Tone, ReactNode> = { waiting: <ClockIcon />, warning: <AlertIcon />, success: <ShieldCheckIcon /> };

/** A state to read rather than a form: identity pending, account not validated, card verified. */
export function StatusPanel({ tone, title, children }: { tone: Tone; title: string; children: ReactNode }) {
  return (
    <section className="status-panel" aria-labelledby="status-title">
      <span className={`status-icon status-icon-${tone}`}>{ICONS[tone]}</span>
      <h1 id="status-title" className="login-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
