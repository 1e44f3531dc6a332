import { graphql, useFragment } from "react-relay/hooks";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { MessageList_request$key } from "../../__generated__/MessageList_request.graphql";
import { formatDateTime } from "../../format/dates.ts";
import { personDisplayName } from "../../format/names.ts";
import "./request-detail.css";

/** The exchange, oldest first, as the API orders it. */
export function MessageList({ request }: { request: MessageList_request$key }) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment MessageList_request on Request {
        # Threads rarely reach 100 messages; paging them can come with message writing.
        messages(first: 100) @connection(key: "MessageList_messages") {
          totalCount
          edges {
            node {
              id
              content
              status
              createdAt
              publishedAt
              author {
                firstName
                lastName
              }
            }
          }
        }
      }
    `,
    request,
  );
  const { edges, totalCount } = data.messages;

  return (
    <section className="panel" aria-labelledby="request-messages">
      <h2 id="request-messages" className="panel-title">
        <Trans>Messages</Trans>{" "}
        <span className="panel-count">
          (<Plural value={totalCount} one="# message" other="# messages" />)
        </span>
      </h2>
      {edges.length === 0 ? (
        <p className="muted">
          <Trans>Aucun message pour l'instant.</Trans>
        </p>
      ) : (
        <ol className="messages">
          {edges.map(({ node }) => {
            const when = node.publishedAt ?? node.createdAt;
            return (
              <li key={node.id} className={`message${node.status === "DRAFT" ? " message-draft" : ""}`}>
                <article>
                  <header className="message-header">
                    <span className="message-author">{personDisplayName(node.author)}</span>
                    <time className="message-date" dateTime={when}>
                      {formatDateTime(when, i18n.locale)}
                    </time>
                    {node.status === "DRAFT" ? (
                      <span className="badge badge-draft">
                        <Trans>Brouillon</Trans>
                      </span>
                    ) : null}
                  </header>
                  <p className="message-content">{node.content}</p>
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
