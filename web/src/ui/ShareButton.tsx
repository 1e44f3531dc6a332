import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button } from "./Button.tsx";
import "./share-button.css";

/** Spec 1 §9: the copy confirmation stays 10 s. */
export const COPY_CONFIRMATION_MS = 10_000;

export type ShareButtonProps = {
  /** A path of the app (/group/12, /profile/34) or a full address; a path is made absolute. */
  path: string;
  /** The button's text; "Partager" by default. */
  label?: string;
  variant?: "primary" | "secondary" | "quiet";
};

/**
 * Share a group or a profile (spec 1 §2 "share group", "share profile"): copies its address to the
 * clipboard and says so for 10 s in a polite live region. Where the clipboard is refused (an
 * insecure origin, a denied permission), the address is shown selected instead, to copy by hand.
 */
export function ShareButton({ path, label, variant = "secondary" }: ShareButtonProps) {
  const { t } = useLingui();
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");
  const timer = useRef<number | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);
  const url = new URL(path, window.location.origin).toString();

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (state === "manual") field.current?.select();
  }, [state]);

  const share = async () => {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
      timer.current = window.setTimeout(() => setState("idle"), COPY_CONFIRMATION_MS);
    } catch {
      setState("manual");
    }
  };

  return (
    <span className="share-button">
      <Button variant={variant} onPress={() => void share()}>
        {label ?? t`Partager`}
      </Button>
      <span role="status" className="share-button-status">
        {state === "copied" ? t`Lien copié dans le presse-papiers` : null}
      </span>
      {state === "manual" ? (
        <label className="share-button-manual">
          <span>{t`Copiez ce lien :`}</span>
          <input ref={field} readOnly value={url} className="field-input" />
        </label>
      ) : null}
    </span>
  );
}
