import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RequestDetail_request$key } from "../../__generated__/RequestDetail_request.graphql";
import { patientDisplayName } from "../../format/names.ts";
import { MessageList } from "./MessageList.tsx";
import { RequestAside } from "./RequestAside.tsx";
import { RequestHeader } from "./RequestHeader.tsx";
import type { RequestArea } from "./RequestDetailPage.tsx";
import { useRequestUpdatedSubscription } from "./useRequestUpdatedSubscription.ts";
import "./request-detail.css";

/** Spec 2 §2 request detail: header, messages in the main column, patient and parties aside. */
export function RequestDetail({ request, area }: { request: RequestDetail_request$key; area: RequestArea }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment RequestDetail_request on Request {
        id
        description
        formText
        patient {
          firstName
          lastName
        }
        ...RequestHeader_request
        ...RequestAside_request
        ...MessageList_request
      }
    `,
    request,
  );
  useRequestUpdatedSubscription(data.id);
  const patient = patientDisplayName(data.patient, i18n.locale) ?? t`Patient non renseigné`;

  return (
    <article className="page request-detail">
      <title>{`${patient} · Consilium`}</title>
      <RequestHeader request={data} area={area} />
      <div className="request-detail-body">
        <div className="request-detail-main">
          <section className="panel" aria-labelledby="request-description">
            <h2 id="request-description" className="panel-title">
              <Trans>Description</Trans>
            </h2>
            {data.description?.trim() || data.formText ? (
              <>
                {data.description?.trim() ? <p className="prose">{data.description}</p> : null}
                {data.formText ? <p className="prose">{data.formText}</p> : null}
              </>
            ) : (
              <p className="muted">
                <Trans>Aucune description.</Trans>
              </p>
            )}
          </section>
          <MessageList request={data} />
        </div>
        <RequestAside request={data} />
      </div>
    </article>
  );
}
