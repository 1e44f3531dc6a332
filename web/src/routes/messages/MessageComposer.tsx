import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import { Label, TextArea, TextField } from "react-aria-components";
import { useErrorText } from "../../errors/useErrorText.ts";
import type { CodedError } from "../../errors/error-codes.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import type { AutosaveStatus } from "./autosave.ts";
import { DraftLeaveGuard } from "./DraftLeaveGuard.tsx";
import { useDraftAutosave } from "./useDraftAutosave.ts";
import { usePublishMessageMutation } from "./usePublishMessageMutation.ts";
import { useSaveMessageDraftMutation } from "./useSaveMessageDraftMutation.ts";
import { TemplatePicker } from "./TemplatePicker.tsx";
import { MessageAttachments } from "../files/MessageAttachments.tsx";
import type { ListedFile } from "../files/AttachmentList.tsx";
import "./message-thread.css";

/** Same bound as the server (api/src/domain/messages/message-input.ts). */
const MESSAGE_MAX_LENGTH = 20_000;

export type MessageComposerProps = {
  /** The request's global id. */
  requestId: string;
  /** The viewer's saved draft, restored as the composer's text. */
  initialDraft: string;
  /** The viewer's draft message once saved: its files, and the id uploads go to. */
  draft: { readonly id: string; readonly databaseId: number; readonly files: readonly ListedFile[] } | null;
  /** The request's per-file limit in MB. */
  maxUploadSizeMb: number;
  /** Attachments elsewhere on the page are still uploading: Send waits (spec 2 §5). */
  isUploading?: boolean;
  /** Spec 2 §6 templates button (Request.canUseMessageTemplates). */
  showTemplates?: boolean;
};

const draftFilesQuery = graphql`
  query MessageComposerDraftFilesQuery($id: ID!) {
    node(id: $id) {
      ... on Message {
        files {
          id
          name
          size
          mediaKind
          embedsFiles
          url
        }
      }
    }
  }
`;

function SaveState({ status }: { status: AutosaveStatus }) {
  if (status === "saving") return <Trans>Enregistrement du brouillon…</Trans>;
  if (status === "saved") return <Trans>Brouillon enregistré</Trans>;
  if (status === "error") return <Trans>Le brouillon n'a pas pu être enregistré.</Trans>;
  return null;
}

/**
 * The reply box: the draft autosaves 3 s after typing stops, Send publishes it trimmed and is
 * disabled while the text is empty (spec 2 §4, §5), and leaving with unsent text asks first.
 */
export function MessageComposer({ requestId, initialDraft, draft, maxUploadSizeMb, isUploading: pageUploading = false, showTemplates = false }: MessageComposerProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [content, setContent] = useState(initialDraft);
  const [error, setError] = useState<CodedError | null>(null);
  const { status, autosave } = useDraftAutosave(requestId, initialDraft);
  const [publish, isSending] = usePublishMessageMutation();
  const [saveDraft, isCreatingDraft] = useSaveMessageDraftMutation();
  const environment = useRelayEnvironment();
  const [attachmentsBusy, setAttachmentsBusy] = useState(false);
  const [wantsFiles, setWantsFiles] = useState(false);
  const isUploading = pageUploading || attachmentsBusy;
  const isEmpty = content.trim() === "";

  // Files belong to a message: the draft is saved first (even empty) so that uploads have one.
  const startAttaching = async () => {
    setWantsFiles(true);
    if (draft) return;
    const outcome = await saveDraft(requestId, content);
    if (!outcome.ok) setError(outcome.error);
  };
  const refreshDraftFiles = () => {
    if (draft) void fetchQuery(environment, draftFilesQuery, { id: draft.id }, { fetchPolicy: "network-only" }).toPromise();
  };

  const edit = (value: string) => {
    setContent(value);
    setError(null);
    autosave.edit(value);
  };

  // A template goes after what is already typed, as its own paragraph.
  const insertTemplate = (template: string) => edit(content.trim() === "" ? template : `${content.trimEnd()}\n\n${template}`);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isEmpty || isSending || isUploading) return;
    // A save still running would otherwise land after Send and bring the draft back.
    await autosave.settle();
    const outcome = await publish(requestId, content);
    if (outcome.ok) {
      autosave.reset("");
      setContent("");
    } else {
      setError(outcome.error);
      autosave.edit(content);
    }
  };

  return (
    <form className="composer" onSubmit={(event) => void send(event)} aria-busy={isSending}>
      <TextField className="field composer-field" value={content} onChange={edit} maxLength={MESSAGE_MAX_LENGTH} isDisabled={isSending}>
        <Label className="field-label">{t`Votre message`}</Label>
        <TextArea className="field-input composer-input" rows={4} />
      </TextField>
      {draft && (wantsFiles || draft.files.length > 0) ? (
        <MessageAttachments messageId={draft.databaseId} files={draft.files} maxUploadSizeMb={maxUploadSizeMb} onUploaded={refreshDraftFiles} onBusyChange={setAttachmentsBusy} />
      ) : null}
      {error ? <Alert>{errorText(error)}</Alert> : null}
      <div className="composer-actions">
        {!wantsFiles && !(draft && draft.files.length > 0) ? (
          <Button variant="secondary" onPress={() => void startAttaching()} isPending={isCreatingDraft}>
            <Trans>Joindre des fichiers</Trans>
          </Button>
        ) : null}
        {showTemplates ? <TemplatePicker requestId={requestId} onInsert={insertTemplate} isDisabled={isSending} /> : null}
        <span className="composer-state" role="status" aria-live="polite">
          <SaveState status={status} />
        </span>
        <Button type="submit" variant="primary" isDisabled={isEmpty || isUploading} isPending={isSending}>
          <Trans>Envoyer</Trans>
        </Button>
      </div>
      <DraftLeaveGuard hasUnsentDraft={!isEmpty} />
    </form>
  );
}
