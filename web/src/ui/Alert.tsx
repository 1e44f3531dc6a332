import type { ReactNode } from "react";

/** Announced as soon as it appears (role="alert"), for errors the user must notice. */
export function Alert({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "info" }) {
  return (
    <div role="alert" className={`alert alert-${tone}`}>
      {children}
    </div>
  );
}
