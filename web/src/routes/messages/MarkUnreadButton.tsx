import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useNavigate } from "react-router";
import type { MarkUnreadButton_request$key } from "../../__generated__/MarkUnreadButton_request.graphql";
import type { CodedError } from "../../errors/error-codes.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { useMarkRequestUnreadMutation } from "./useMarkRequestUnreadMutation.ts";

/** After marking unread, back to the list the request is in (spec 2 §2 "after a notification is created"). */
function listPathFor(selfSide: string | null | undefined): string {
  if (selfSide === "SENDER") return "/request/";
  if (selfSide === "RECIPIENT") return "/consult/";
  return "/";
}

/**
 * "Marquer comme non lu" for the request page's menu (spec 2 §6: participants and the
 * addressed professional, sent requests only). Nothing is shown to anyone else.
 */
export function MarkUnreadButton({ request }: { request: MarkUnreadButton_request$key }) {
  const data = useFragment(
    graphql`
      fragment MarkUnreadButton_request on Request {
        id
        status
        selfSide
      }
    `,
    request,
  );
  const [markUnread, isInFlight] = useMarkRequestUnreadMutation();
  const [error, setError] = useState<CodedError | null>(null);
  const errorText = useErrorText();
  const navigate = useNavigate();
  if (data.status === "DRAFT" || !data.selfSide) return null;

  const press = async () => {
    setError(null);
    const outcome = await markUnread(data.id);
    if (outcome.ok) void navigate(listPathFor(data.selfSide));
    else setError(outcome.error);
  };

  return (
    <>
      <Button variant="quiet" onPress={() => void press()} isPending={isInFlight}>
        <Trans>Marquer comme non lu</Trans>
      </Button>
      {error ? <Alert>{errorText(error)}</Alert> : null}
    </>
  );
}
