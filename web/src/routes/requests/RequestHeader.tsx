import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RequestHeader_request$key } from "../../__generated__/RequestHeader_request.graphql";
import { formatDateTime } from "../../format/dates.ts";
import { patientDisplayName } from "../../format/names.ts";
import { Link } from "../../ui/Link.tsx";
import { StatusBadge } from "./StatusBadge.tsx";
import type { RequestArea } from "./RequestDetailPage.tsx";
import "./request-detail.css";

export function RequestHeader({ request, area, menu }: { request: RequestHeader_request$key; area: RequestArea; menu?: ReactNode }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment RequestHeader_request on Request {
        databaseId
        status
        consultStatus
        updatedAt
        patient {
          firstName
          lastName
          birthName
        }
      }
    `,
    request,
  );
  const updatedAt = formatDateTime(data.updatedAt, i18n.locale);
  const number = data.databaseId;
  return (
    <header className="page-header request-header">
      <Link href={area === "request" ? "/request/" : "/consult/"} className="back-link">
        <span aria-hidden="true">←</span> {area === "request" ? <Trans>Mes demandes</Trans> : <Trans>Mes avis</Trans>}
      </Link>
      <div className="request-header-row">
        <h1 className="page-title">{patientDisplayName(data.patient, i18n.locale) ?? t`Patient non renseigné`}</h1>
        <StatusBadge status={data.status} consultStatus={data.consultStatus} />
        {menu ? <div className="request-header-menu">{menu}</div> : null}
      </div>
      <p className="request-header-meta">
        <span>
          <Trans>Demande n° {number}</Trans>
        </span>
        <span aria-hidden="true"> · </span>
        <span>
          <Trans>
            Dernière modification : <time dateTime={data.updatedAt}>{updatedAt}</time>
          </Trans>
        </span>
      </p>
    </header>
  );
}
