import { Suspense, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ConsultDetail_request$key } from "../../__generated__/ConsultDetail_request.graphql";
import { patientDisplayName } from "../../format/names.ts";
import { AttachmentArea } from "../files/AttachmentArea.tsx";
import { MarkUnreadButton } from "../messages/MarkUnreadButton.tsx";
import { MessageThread } from "../messages/MessageThread.tsx";
import { RequestHeader } from "../requests/RequestHeader.tsx";
import { useRequestUpdatedSubscription } from "../requests/useRequestUpdatedSubscription.ts";
import { ConsultActions } from "./ConsultActions.tsx";
import type { ConsultView } from "./ConsultPage.tsx";
import { lazyComponent } from "../../ui/lazy-component.ts";
import "../requests/request-detail.css";
import "./consults.css";

// Form answers bring the form rules' validator: loaded only for requests that have a form (issue 18).
const FormAnswersOf = lazyComponent(() => import("../forms/FormAnswersOf.tsx").then((module) => module.FormAnswersOf));

// The observer's banner and its "Participer" mutation only show on /shadow/{id}: the consult
// screen, where experts work, does not download them (issue 18, its 250 KB budget).
// Issue 18: the asides (patient, requester, the consult's act, billing number and participants)
// come once the question and the conversation have painted, fetched at once; on a phone they
// follow the messages anyway.
const RequestAside = lazyComponent(() => import("../requests/RequestAside.tsx").then((module) => module.RequestAside));
const ConsultAside = lazyComponent(() => import("./ConsultAside.tsx").then((module) => module.ConsultAside));
const ShadowBanner = lazyComponent(() => import("./ShadowBanner.tsx").then((module) => module.ShadowBanner));

/**
 * Spec 2 §2 "Request detail layout" for the recipient side: header (patient, status, last
 * change), the action buttons at the top, the question, its files and the messages in the main
 * column, and the aside. The shadow view is the same page, read-only, with "Participer".
 */
export function ConsultDetail({ request, view }: { request: ConsultDetail_request$key; view: ConsultView }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment ConsultDetail_request on Request {
        id
        # Read by the page's routing: a mutation answering this fragment (joining) moves the viewer to the right view.
        selfSide
        status
        description
        formSchema
        formValue
        canReply
        patient {
          firstName
          lastName
          birthName
        }
        consult {
          completedAt
        }
        ...RequestHeader_request
        ...RequestAside_request
        ...MessageThread_request
        ...AttachmentArea_request
        ...ConsultActions_request
        ...ConsultAside_request
        ...ShadowBanner_request
        ...MarkUnreadButton_request
      }
    `,
    request,
  );
  useRequestUpdatedSubscription(data.id, "consult");
  const [uploading, setUploading] = useState(false);
  const hasForm = data.formSchema != null;
  const patient = patientDisplayName(data.patient, i18n.locale) ?? t`Patient non renseigné`;

  return (
    <article className="page request-detail consult-detail">
      <title>{`${patient} · Consilium`}</title>
      <RequestHeader request={data} area="consult" menu={view === "consult" ? <MarkUnreadButton request={data} /> : undefined} />
      {view === "shadow" ? (
        <Suspense fallback={null}>
          <ShadowBanner request={data} />
        </Suspense>
      ) : (
        <ConsultActions request={data} />
      )}
      <div className="request-detail-body">
        <div className="request-detail-main">
          <section className="panel" aria-labelledby="consult-description">
            <h2 id="consult-description" className="panel-title">
              <Trans>Demande</Trans>
            </h2>
            {data.description?.trim() ? <p className="prose">{data.description}</p> : null}
            {hasForm ? (
                  <Suspense fallback={null}>
                    <FormAnswersOf schema={data.formSchema} value={data.formValue} />
                  </Suspense>
                ) : null}
            {!data.description?.trim() && !hasForm ? (
              <p className="muted">
                <Trans>Aucune description.</Trans>
              </p>
            ) : null}
          </section>
          <AttachmentArea request={data} editable={false} onBusyChange={setUploading} />
          <MessageThread request={data} canWrite={view === "consult" && data.canReply} completedAt={data.consult?.completedAt ?? null} isUploading={uploading} />
        </div>
        <div className="consult-aside-column">
          <Suspense fallback={null}>
            <RequestAside request={data} />
            <ConsultAside request={data} />
          </Suspense>
        </div>
      </div>
    </article>
  );
}
