import { Suspense, useState } from "react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TemplatePicker_query$key } from "../../__generated__/TemplatePicker_query.graphql";
import type { TemplatePickerPaginationQuery } from "../../__generated__/TemplatePickerPaginationQuery.graphql";
import type { TemplatePickerQuery } from "../../__generated__/TemplatePickerQuery.graphql";
import { Button } from "../../ui/Button.tsx";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { LoadMoreButton } from "../../ui/LoadMoreButton.tsx";

/**
 * "Use a template" of the composer (spec 1 §2 response templates): the templates of the
 * request's recipient topic (for the members who answer it) and the viewer's own.
 */
export function TemplatePicker({ requestId, onInsert, isDisabled }: { requestId: string; onInsert: (content: string) => void; isDisabled?: boolean }) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)} isDisabled={isDisabled}>
        <Trans>Utiliser un modèle</Trans>
      </Button>
      {isOpen ? (
        <ModalDialog title={t`Modèles de réponse`} isOpen onOpenChange={setOpen}>
          <Suspense fallback={<LoadingView />}>
            <TemplateChoices
              requestId={requestId}
              onChoose={(content) => {
                onInsert(content);
                setOpen(false);
              }}
            />
          </Suspense>
          <div className="template-picker-actions">
            <Button onPress={() => setOpen(false)}>
              <Trans>Fermer</Trans>
            </Button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}

// The API's largest page of templates (also the fragment's default count).
const PAGE_SIZE = 200;

function TemplateChoices({ requestId, onChoose }: { requestId: string; onChoose: (content: string) => void }) {
  const query = useLazyLoadQuery<TemplatePickerQuery>(
    graphql`
      query TemplatePickerQuery($requestId: ID!) {
        ...TemplatePicker_query @arguments(requestId: $requestId)
      }
    `,
    { requestId },
    { fetchPolicy: "store-and-network" },
  );
  return <TemplateChoiceList query={query} onChoose={onChoose} />;
}

function TemplateChoiceList({ query, onChoose }: { query: TemplatePicker_query$key; onChoose: (content: string) => void }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<TemplatePickerPaginationQuery, TemplatePicker_query$key>(
    graphql`
      fragment TemplatePicker_query on Query
      @argumentDefinitions(requestId: { type: "ID!" }, count: { type: "Int", defaultValue: 200 }, cursor: { type: "String" })
      @refetchable(queryName: "TemplatePickerPaginationQuery") {
        messageTemplates(requestId: $requestId, first: $count, after: $cursor) @connection(key: "TemplatePicker_messageTemplates", filters: ["requestId"]) {
          edges {
            node {
              id
              label
              content
              isPersonal
            }
          }
        }
      }
    `,
    query,
  );
  const templates = data.messageTemplates.edges.map((edge) => edge.node);
  if (templates.length === 0) {
    return (
      <p className="muted" role="status">
        <Trans>Aucun modèle de réponse.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="template-choices">
        {templates.map((template) => (
          <li key={template.id} className="template-choice">
            <div className="template-choice-text">
              <span className="template-choice-label">
                {template.label}
                {template.isPersonal ? <span className="muted"> · {t`personnel`}</span> : null}
              </span>
              <span className="template-choice-preview muted">{template.content}</span>
            </div>
            <Button variant="quiet" onPress={() => onChoose(template.content)} aria-label={t`Insérer le modèle ${template.label}`}>
              <Trans>Insérer</Trans>
            </Button>
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isPending={isLoadingNext} onPress={() => loadNext(PAGE_SIZE)}>
        <Trans>Charger plus</Trans>
      </LoadMoreButton>
    </>
  );
}
