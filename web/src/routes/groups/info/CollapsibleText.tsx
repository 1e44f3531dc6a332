import { useId, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../../ui/Button.tsx";
import { collapsedText } from "./collapsed-text.ts";

/** A description shown collapsed after 450 characters with "show more" (spec 1 §3). */
export function CollapsibleText({ text, className }: { text: string; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = collapsedText(text);
  return (
    <div className={["collapsible-text", className].filter(Boolean).join(" ")}>
      <p id={id} className="info-text">
        {short && !expanded ? short : text}
      </p>
      {short ? (
        <Button variant="quiet" className="collapsible-toggle" aria-controls={id} aria-expanded={expanded} onPress={() => setExpanded(!expanded)}>
          {expanded ? <Trans>Afficher moins</Trans> : <Trans>Afficher plus</Trans>}
        </Button>
      ) : null}
    </div>
  );
}
