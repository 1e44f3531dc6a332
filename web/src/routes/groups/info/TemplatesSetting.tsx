import { Suspense, useEffect, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TemplatesSetting_topic$key } from "../../../__generated__/TemplatesSetting_topic.graphql";
import type { FieldCodedError } from "../../../errors/field-errors.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { lazyComponent } from "../../../ui/lazy-component.ts";
import { useDeleteMessageTemplateMutation } from "./useDeleteMessageTemplateMutation.ts";
import { useSaveMessageTemplateMutation } from "./useSaveMessageTemplateMutation.ts";

// The template dialog (its text fields) is a chunk of its own, fetched once the setting has
// rendered (issue 18: the information tab's first paint does not wait for it).
const TemplateDialog = lazyComponent(() => import("./TemplateDialog.tsx").then((module) => module.TemplateDialog));

type Editing = { kind: "new" } | { kind: "edit"; id: string; label: string; content: string } | { kind: "delete"; id: string; label: string } | null;

/** A topic's response templates (spec 1 §2 "response template list/edit"; §8 empty state "no templates"). */
export function TemplatesSetting({ topic: key }: { topic: TemplatesSetting_topic$key }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const topic = useFragment(
    graphql`
      fragment TemplatesSetting_topic on Topic {
        id
        label
        messageTemplates {
          id
          label
          content
        }
      }
    `,
    key,
  );
  const [save, isSaving] = useSaveMessageTemplateMutation();
  const [remove, isDeleting] = useDeleteMessageTemplateMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<FieldCodedError | null>(null);
  useEffect(() => TemplateDialog.preload(), []);

  const confirmDelete = async (id: string) => {
    const outcome = await remove(id);
    if (outcome.ok) setEditing(null);
    else setError(outcome.error);
  };

  return (
    <div className="topic-setting topic-templates">
      <div className="topic-setting-row">
        <h4 className="topic-setting-title">
          <Trans>Modèles de réponse</Trans>
        </h4>
        <Button variant="quiet" onPress={() => setEditing({ kind: "new" })} aria-label={t`Ajouter un modèle de réponse à ${topic.label}`}>
          <Trans>Ajouter</Trans>
        </Button>
      </div>
      {topic.messageTemplates.length === 0 ? (
        <p className="muted">
          <Trans>Aucun modèle de réponse.</Trans>
        </p>
      ) : (
        <ul className="template-list">
          {topic.messageTemplates.map((template) => (
            <li key={template.id} className="template-item">
              <span className="template-label">{template.label}</span>
              <span className="template-actions">
                <Button variant="quiet" onPress={() => setEditing({ kind: "edit", ...template })} aria-label={t`Modifier le modèle ${template.label}`}>
                  <Trans>Modifier</Trans>
                </Button>
                <Button variant="quiet" onPress={() => setEditing({ kind: "delete", id: template.id, label: template.label })} aria-label={t`Supprimer le modèle ${template.label}`}>
                  <Trans>Supprimer</Trans>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing?.kind === "new" || editing?.kind === "edit" ? (
        <Suspense fallback={null}>
          <TemplateDialog
            initial={editing.kind === "edit" ? { label: editing.label, content: editing.content } : null}
            isSaving={isSaving}
            onClose={() => setEditing(null)}
            onSave={async (values) => {
              const outcome = await save(editing.kind === "edit" ? { templateId: editing.id } : { topicId: topic.id }, values);
              if (outcome.ok) setEditing(null);
              return outcome.ok ? null : outcome.error;
            }}
          />
        </Suspense>
      ) : null}
      {editing?.kind === "delete" ? (
        <ModalDialog title={t`Supprimer le modèle « ${editing.label} » ?`} role="alertdialog" isOpen onOpenChange={(open) => !open && setEditing(null)}>
          {error ? <Alert>{errorText(error)}</Alert> : null}
          <div className="info-actions">
            <Button onPress={() => setEditing(null)} autoFocus>
              <Trans>Annuler</Trans>
            </Button>
            <Button variant="primary" className="button-danger" isPending={isDeleting} onPress={() => void confirmDelete(editing.id)}>
              <Trans>Supprimer</Trans>
            </Button>
          </div>
        </ModalDialog>
      ) : null}
    </div>
  );
}
