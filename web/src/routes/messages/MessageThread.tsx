import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { MessageThread_request$key } from "../../__generated__/MessageThread_request.graphql";
import { formatDateTime } from "../../format/dates.ts";
import { personDisplayName } from "../../format/names.ts";
import { Avatar } from "../profile/Avatar.tsx";
import { closingNoticeIndex } from "./closing-notice.ts";
import { MessageComposer } from "./MessageComposer.tsx";
import { MessageFiles } from "./MessageFiles.tsx";
import { useMarkRequestReadMutation } from "./useMarkRequestReadMutation.ts";
import "./message-thread.css";

export type MessageThreadProps = {
  request: MessageThread_request$key;
  /** The viewer takes part in the published request: the composer is shown. */
  canWrite: boolean;
  /** When the consult was completed: the closing notice goes before the first message posted after it. */
  completedAt?: string | null;
  /** Attachments of the message being written are uploading: Send waits. */
  isUploading?: boolean;
};

/**
 * A request's exchange, oldest first, with who read each message and when, then the composer.
 * Opening it marks the request read for the viewer, and again whenever a message arrives.
 */
export function MessageThread({ request, canWrite, completedAt, isUploading }: MessageThreadProps) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment MessageThread_request on Request {
        id
        status
        canUseMessageTemplates
        # Threads rarely reach 100 messages; older ones page in when a thread does.
        messages(first: 100) @connection(key: "MessageThread_messages") {
          edges {
            node {
              id
              content
              status
              publishedAt
              files {
                id
                name
                size
                mediaKind
                embedsFiles
                url
              }
              author {
                id
                firstName
                lastName
                profilePictureUrl
              }
              readBy {
                readAt
                user {
                  id
                  firstName
                  lastName
                }
              }
            }
          }
        }
        maxUploadSizeMb
        viewerDraftMessage {
          id
          databaseId
          content
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
    `,
    request,
  );
  // The viewer's own draft is in the composer, not in the thread.
  const messages = data.messages.edges.map((edge) => edge.node).filter((message) => message.status === "PUBLISHED");
  const noticeAt = closingNoticeIndex(messages, completedAt);
  const [markRead] = useMarkRequestReadMutation();
  const isPublished = data.status !== "DRAFT";
  const requestId = data.id;
  const publishedCount = messages.length;

  useEffect(() => {
    if (isPublished) void markRead(requestId);
    // Again when a message arrives while the page is open: it has been seen.
  }, [isPublished, requestId, publishedCount]);

  return (
    <section className="panel thread" aria-labelledby="thread-title">
      <h2 id="thread-title" className="panel-title">
        <Trans>Messages</Trans>
      </h2>
      {messages.length === 0 ? (
        <p className="muted">
          <Trans>Aucun message pour l'instant.</Trans>
        </p>
      ) : (
        <ol className="messages">
          {messages.map((message, index) => (
            <li key={message.id} className="thread-item">
              {index === noticeAt && completedAt ? (
                <p className="closing-notice" role="note">
                  <Trans>Avis terminé le {formatDateTime(completedAt, i18n.locale)}. Les messages suivants ont été écrits après la fin de l'avis.</Trans>
                </p>
              ) : null}
              <article className="message" aria-label={personDisplayName(message.author)}>
                <header className="message-header">
                  <Avatar firstName={message.author.firstName} lastName={message.author.lastName} pictureUrl={message.author.profilePictureUrl} size="tiny" />
                  <span className="message-author">{personDisplayName(message.author)}</span>
                  {message.publishedAt ? (
                    <time className="message-date" dateTime={message.publishedAt}>
                      {formatDateTime(message.publishedAt, i18n.locale)}
                    </time>
                  ) : null}
                </header>
                <p className="message-content">{message.content}</p>
                {message.files.length > 0 ? <MessageFiles files={message.files} /> : null}
                {message.readBy.length > 0 ? (
                  <ul className="read-marks">
                    {message.readBy.map((mark) => (
                      <li key={mark.user.id}>
                        <Trans>
                          Lu par {personDisplayName(mark.user)} le <time dateTime={mark.readAt}>{formatDateTime(mark.readAt, i18n.locale)}</time>
                        </Trans>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      {canWrite && isPublished ? (
        <MessageComposer
          key={requestId}
          requestId={requestId}
          initialDraft={data.viewerDraftMessage?.content ?? ""}
          draft={data.viewerDraftMessage ?? null}
          maxUploadSizeMb={data.maxUploadSizeMb}
          isUploading={isUploading}
          showTemplates={data.canUseMessageTemplates}
        />
      ) : null}
    </section>
  );
}
