import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { TextField } from "../../ui/TextField.tsx";

const DB_ID = /^[1-9]\d{0,9}$/;

/** The REST export (api/src/rest/admin/access-trail.ts); the browser downloads it with the session cookie. */
function exportPath(key: "request_id" | "user_id", id: string): string {
  return `/api/v1/admin/access-trail.csv?${new URLSearchParams({ [key]: id })}`;
}

function ExportField({ label, param }: { label: string; param: "request_id" | "user_id" }) {
  const { t } = useLingui();
  const [id, setId] = useState("");
  const valid = DB_ID.test(id.trim());
  return (
    <div className="access-trail-field">
      <TextField label={label} value={id} onChange={setId} inputMode="numeric" maxLength={10} />
      {/* A plain link: the answer is a file, and the server refuses anyone but super users. */}
      <a className="button button-secondary" href={valid ? exportPath(param, id.trim()) : undefined} aria-disabled={!valid} aria-label={`${t`Télécharger (CSV)`} · ${label}`} data-disabled={valid ? undefined : true} download>
        {t`Télécharger (CSV)`}
      </a>
    </div>
  );
}

/** Super users: the access trail of patient data (who read or changed it) of one request or one user. */
export function AccessTrailExport() {
  const { t } = useLingui();
  return (
    <section className="access-trail-export" aria-labelledby="access-trail-title">
      <h2 id="access-trail-title">
        <Trans>Journal des accès aux données de santé</Trans>
      </h2>
      <p className="muted">
        <Trans>Qui a consulté ou modifié les données d’une demande, ou tout ce qu’un utilisateur a consulté ou modifié, avec la date, l’adresse et l’accès utilisé.</Trans>
      </p>
      <ExportField label={t`Numéro de la demande`} param="request_id" />
      <ExportField label={t`Numéro de l’utilisateur`} param="user_id" />
    </section>
  );
}
