import { useEffect, useRef, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../ui/Button.tsx";

// Spec 1 §9: the copy confirmation stays 10 s.
const CONFIRMATION_MS = 10_000;

/**
 * Share a profile: copies its address. A stand-in until the shared ShareButton of web/src/ui/
 * exists; the confirmation is announced to screen readers.
 */
export function CopyLinkButton({ path }: { path: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const copy = async () => {
    const url = new URL(path, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard (insecure context, refused permission): the prompt lets the user copy by hand.
      window.prompt(undefined, url);
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CONFIRMATION_MS);
  };

  return (
    <>
      <Button onPress={() => void copy()}>
        <Trans>Partager</Trans>
      </Button>
      <span className="profile-copied" role="status">
        {copied ? <Trans>Lien copié</Trans> : null}
      </span>
    </>
  );
}
