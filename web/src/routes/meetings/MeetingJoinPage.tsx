import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FieldCodedError } from "../../errors/field-errors.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { parseDatabaseId, toGlobalId } from "../../routing/ids.ts";
import { Button } from "../../ui/Button.tsx";
import { Link } from "../../ui/Link.tsx";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { NotFoundPage } from "../../ui/NotFoundPage.tsx";
import { useJoinMeetingVideoMutation } from "./useJoinMeetingVideoMutation.ts";
import "./meeting-error-messages.ts";

/**
 * /meeting/{id}/join (spec 1 §2, spec 2 §2): asks where the participant joins the meeting's video
 * call and sends the window there. A meeting the viewer may not join answers like a missing one;
 * a meeting without video, or internal video without a configured service, says so.
 */
export function MeetingJoinPage() {
  const params = useParams();
  const databaseId = parseDatabaseId(params.id);
  if (databaseId === null) return <NotFoundPage />;
  return <MeetingJoin meetingId={toGlobalId("Meeting", databaseId)} />;
}

function MeetingJoin({ meetingId }: { meetingId: string }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [join] = useJoinMeetingVideoMutation();
  const [error, setError] = useState<FieldCodedError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    void join(meetingId).then((outcome) => {
      if (outcome.ok) window.location.assign(outcome.data);
      else setError(outcome.error);
    });
  }, [join, meetingId, attempt]);

  if (!error) return <LoadingView />;
  if (error.code === "not_found") return <NotFoundPage />;
  return (
    <section className="state-view" role="alert">
      <title>{t`Rejoindre la réunion · Consilium`}</title>
      <h1 className="state-title">
        <Trans>Impossible de rejoindre la réunion</Trans>
      </h1>
      <p className="state-text">{errorText(error)}</p>
      <div className="info-actions">
        <Button
          onPress={() => {
            setError(null);
            setAttempt((value) => value + 1);
          }}
        >
          <Trans>Réessayer</Trans>
        </Button>
        <Link href="/group" className="button button-primary">
          <Trans>Mes groupes</Trans>
        </Link>
      </div>
    </section>
  );
}
