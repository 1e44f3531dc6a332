import { Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../ui/Button.tsx";
import { LoadingView } from "../../../ui/LoadingView.tsx";
import { RecipientContexts } from "./RecipientContexts.tsx";
import { RecipientSearch } from "./RecipientSearch.tsx";
import { paramsOfTarget, targetFromParams } from "./recipient-target.ts";
import "./new-request.css";

/**
 * /request/new (spec 2 §2): choose a recipient (spec 1 §4), then its context; confirming creates
 * the draft and opens it. The chosen recipient lives in the query (r_type, r_professional,
 * r_group, r_topic), so a link from a profile or a group page preselects it.
 */
export function NewRequestPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const target = targetFromParams(params);
  // The recipient the page was opened with (a link), as opposed to one chosen on it.
  const [linkQuery] = useState(() => params.toString());
  const title = t`Nouvelle demande`;
  return (
    <div className="page new-request">
      <title>{`${title} · Consilium`}</title>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
      </header>
      <section className="new-request-step" aria-label={t`Destinataire`}>
        {target ? (
          <div className="new-request-change">
            <Button variant="quiet" onPress={() => setParams({})}>
              <Trans>Changer de destinataire</Trans>
            </Button>
          </div>
        ) : (
          <RecipientSearch onChoose={(chosen) => setParams(paramsOfTarget(chosen))} />
        )}
        {target ? (
          <Suspense fallback={<LoadingView />}>
            <RecipientContexts key={JSON.stringify(target)} target={target} fromLink={params.toString() === linkQuery} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
