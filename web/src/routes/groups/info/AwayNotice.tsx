import { graphql, useFragment } from "react-relay/hooks";
import type { AwayNotice_topic$key } from "../../../__generated__/AwayNotice_topic.graphql";
import { useAwayNoticeText, type AwayKind } from "./useAwayNoticeText.ts";
import "./away-notice.css";

/** A topic's away period in force now (spec 1 §8 away messages), or nothing. */
export function AwayNotice({ topic: key }: { topic: AwayNotice_topic$key }) {
  const topic = useFragment(
    graphql`
      fragment AwayNotice_topic on Topic {
        currentAway {
          kind
          lastDay
          message
        }
      }
    `,
    key,
  );
  return topic.currentAway ? <AwayNoticeView away={topic.currentAway} /> : null;
}

/** One of the three away messages with its free text: a topic's or a professional's. */
export function AwayNoticeView({ away }: { away: { readonly kind: AwayKind; readonly lastDay: string | null | undefined; readonly message: string | null | undefined } }) {
  const noticeText = useAwayNoticeText();
  return (
    <div className={away.kind === "REQUESTS_DISABLED" ? "away-notice away-notice-blocking" : "away-notice"} role="note">
      <p className="away-notice-title">{noticeText(away.kind, away.lastDay)}</p>
      {away.message ? <p className="away-notice-message">{away.message}</p> : null}
    </div>
  );
}
