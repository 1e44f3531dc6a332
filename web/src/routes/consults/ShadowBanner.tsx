import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import type { ShadowBanner_request$key } from "../../__generated__/ShadowBanner_request.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { requestPath } from "../requests/request-paths.ts";
import { useJoinRequestMutation } from "./useJoinRequestMutation.ts";

/** The shadow view's notice: read-only, and "Participer" when the viewer may join (spec 2 §2). */
export function ShadowBanner({ request }: { request: ShadowBanner_request$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ShadowBanner_request on Request {
        id
        databaseId
        canCreateSelfParticipation
      }
    `,
    request,
  );
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [join, isJoining] = useJoinRequestMutation();
  const [error, setError] = useState<string | null>(null);

  const participate = async () => {
    setError(null);
    const outcome = await join({ requestId: data.id });
    if (outcome.ok) void navigate(requestPath("consult", data.databaseId), { replace: true });
    else setError(errorText(outcome.error));
  };

  return (
    <section className="consult-actions shadow-banner" aria-label={t`Observation`}>
      <p className="shadow-banner-text">
        <Trans>Vous consultez cette demande en observateur : vous ne pouvez ni répondre ni agir sans y participer.</Trans>
      </p>
      {data.canCreateSelfParticipation ? (
        <Button variant="primary" onPress={() => void participate()} isPending={isJoining}>
          <Trans>Participer</Trans>
        </Button>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </section>
  );
}
