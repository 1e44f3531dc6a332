import { useEffect, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "../../../format/dates.ts";
import { EDIT_RECHECK_MS, isRecentEdit } from "./edit-window.ts";

export function EditIndicator({ editedAt, editor }: { editedAt: string | null | undefined; editor: string | null }) {
  const { i18n } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), EDIT_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!isRecentEdit(editedAt, now) || !editedAt) return null;
  const time = formatDateTime(editedAt, i18n.locale);
  return (
    <p className="edit-indicator" role="status">
      {editor ? <Trans>{editor} modifie aussi ce brouillon (dernier enregistrement : {time}).</Trans> : <Trans>Quelqu'un d'autre modifie aussi ce brouillon (dernier enregistrement : {time}).</Trans>}
    </p>
  );
}
