import { lazy, Suspense } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RequestDetail_request$key } from "../../__generated__/RequestDetail_request.graphql";
import { loadModule } from "../../errors/load-error.ts";
import { patientDisplayName } from "../../format/names.ts";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { lazyComponent } from "../../ui/lazy-component.ts";
import { AttachmentArea } from "../files/AttachmentArea.tsx";
import { MarkUnreadButton } from "../messages/MarkUnreadButton.tsx";
import { MessageThread } from "../messages/MessageThread.tsx";
import { RequestAside } from "./RequestAside.tsx";
import { RequestHeader } from "./RequestHeader.tsx";
import type { RequestArea } from "./RequestDetailPage.tsx";
import { useRequestUpdatedSubscription } from "./useRequestUpdatedSubscription.ts";
import "./request-detail.css";
import { billingCatalogue } from "../../i18n/catalogues.ts";
import { loadExtraCatalogue } from "../../i18n/activate.ts";

// Form answers bring the form rules' validator: loaded only for requests that have a form (issue 18).
const FormAnswersOf = lazyComponent(() => import("../forms/FormAnswersOf.tsx").then((module) => module.FormAnswersOf));

// Only a draft's sender edits it: the editor (patient form, recipient search, combo boxes) is a
// chunk of its own, so a published request's page does not download it (issue 18, its budget).
// The draft's billing section (eligibility, billing number, the requester's yearly cap) speaks the
// billing area's catalogue: it loads beside the editor's chunk, not with every request page.
const DraftEditor = lazy(() =>
  Promise.all([loadModule(() => import("./draft/DraftEditor.tsx")), loadExtraCatalogue(billingCatalogue)]).then(([{ DraftEditor }]) => ({ default: DraftEditor })),
);

/**
 * Spec 2 §2 request detail: header, the question and the messages in the main column, patient
 * and parties aside. A draft on the sender side is the draft editor instead.
 */
export function RequestDetail({ request, area }: { request: RequestDetail_request$key; area: RequestArea }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment RequestDetail_request on Request {
        id
        status
        canEdit
        description
        formText
        formSchema
        formValue
        recipientTopic {
          id
        }
        consult {
          completedAt
        }
        patient {
          firstName
          lastName
          birthName
        }
        ...RequestHeader_request
        ...RequestAside_request
        ...MessageThread_request
        ...MarkUnreadButton_request
        ...DraftEditor_request
        ...AttachmentArea_request
      }
    `,
    request,
  );
  useRequestUpdatedSubscription(data.id, "request");
  const hasForm = data.formSchema != null;
  const patient = patientDisplayName(data.patient, i18n.locale) ?? t`Patient non renseigné`;

  return (
    <article className={data.canEdit ? "page request-detail request-detail-draft" : "page request-detail"}>
      <title>{`${patient} · Consilium`}</title>
      <RequestHeader request={data} area={area} menu={<MarkUnreadButton request={data} />} />
      <div className="request-detail-body">
        <div className="request-detail-main">
          {data.canEdit ? (
            // Another recipient topic may bring another form: the editor starts again from the saved draft.
            <Suspense fallback={<LoadingView />}>
              <DraftEditor key={data.recipientTopic?.id ?? "no-topic"} request={data} />
            </Suspense>
          ) : (
            <>
              <section className="panel" aria-labelledby="request-description">
                <h2 id="request-description" className="panel-title">
                  <Trans>Description</Trans>
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
              <AttachmentArea request={data} editable={false} />
              <MessageThread request={data} canWrite={data.status === "PUBLISHED"} completedAt={data.consult?.completedAt ?? null} />
            </>
          )}
        </div>
        <RequestAside request={data} />
      </div>
    </article>
  );
}
