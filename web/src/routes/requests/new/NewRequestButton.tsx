import { graphql, useFragment } from "react-relay/hooks";
import { Trans } from "@lingui/react/macro";
import type { NewRequestButton_query$key } from "../../../__generated__/NewRequestButton_query.graphql";
import { Link } from "../../../ui/Link.tsx";

/**
 * "Nouvelle demande" (spec 1 §6: only where the viewer may send). A link styled as a button:
 * it navigates, so it stays a link for screen readers and opens in a new tab on middle click.
 */
export function NewRequestButton({ query }: { query: NewRequestButton_query$key }) {
  const data = useFragment(
    graphql`
      fragment NewRequestButton_query on Query {
        viewerCanStartRequest
      }
    `,
    query,
  );
  if (!data.viewerCanStartRequest) return null;
  return (
    <Link href="/request/new" className="button button-primary">
      <Trans>Nouvelle demande</Trans>
    </Link>
  );
}
