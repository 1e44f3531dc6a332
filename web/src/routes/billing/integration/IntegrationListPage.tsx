import { Suspense, useDeferredValue, useEffect, useRef, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLocation, useNavigate } from "react-router";
import { Input, Label, SearchField, ToggleButton } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import type { IntegrationListPageQuery } from "../../../__generated__/IntegrationListPageQuery.graphql";
import { LoadingView } from "../../../ui/LoadingView.tsx";
import { useRetryKey } from "../../../ui/QueryBoundary.tsx";
import { Select } from "../../../ui/Select.tsx";
import { integrationListUrl, readIntegrationListState, SEARCH_DEBOUNCE_MS, type IntegrationListState } from "./integration-list-state.ts";
import { IntegrationListResults } from "./IntegrationListResults.tsx";
import "./integration.css";

const ALL_GROUPS = "all";

/**
 * Spec 2 §2 /integration: the completed consults the viewer's groups keep as administrative data.
 * Defaults (§9): billable only, oldest first, pending tasks; the 'archived' filter, a search
 * (debounced 1000 ms), the group, 20 a page; all of it in the URL.
 */
export function IntegrationListPage() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const data = useLazyLoadQuery<IntegrationListPageQuery>(
    graphql`
      query IntegrationListPageQuery {
        integrationGroups {
          databaseId
          name
        }
      }
    `,
    {},
    { fetchKey: useRetryKey(), fetchPolicy: "store-or-network" },
  );
  const state = readIntegrationListState(new URLSearchParams(location.search));
  // A new filter starts again at page 1; paging keeps the filters.
  const change = (next: Partial<IntegrationListState>) => void navigate(integrationListUrl({ ...state, page: 1, ...next }), { replace: !("page" in next) });
  const deferred = useDeferredValue(state);
  const title = t`Données administratives`;
  const groupOptions = [{ id: ALL_GROUPS, label: t`Tous les groupes` }, ...data.integrationGroups.map((group) => ({ id: String(group.databaseId), label: group.name }))];

  return (
    <div className="page integration-page">
      <title>{`${title} · Consilium`}</title>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
      </header>
      <div className="integration-controls">
        <IntegrationSearch search={state.search} onSearch={(search) => change({ search })} />
        <div className="integration-toolbar">
          <ToggleButton className="integration-chip" isSelected={state.archived} onChange={(archived) => change({ archived })}>
            {t`Archivées`}
          </ToggleButton>
          <ToggleButton className="integration-chip" isSelected={state.all} onChange={(all) => change({ all })}>
            {t`Inclure les actes non facturables`}
          </ToggleButton>
          <ToggleButton className="integration-chip" isSelected={state.descending} onChange={(descending) => change({ descending })}>
            {t`Plus récentes d'abord`}
          </ToggleButton>
          {data.integrationGroups.length > 1 ? (
            <Select
              label={t`Groupe`}
              className="integration-group-select"
              options={groupOptions}
              value={state.groupId === null ? ALL_GROUPS : String(state.groupId)}
              onChange={(value) => change({ groupId: value === ALL_GROUPS ? null : Number(value) })}
            />
          ) : null}
        </div>
      </div>
      <Suspense fallback={<LoadingView />}>
        <IntegrationListResults state={deferred} onPage={(page) => change({ page })} />
      </Suspense>
    </div>
  );
}

/** The search field: the list follows 1000 ms after the last keystroke (spec 2 §9), at once on Enter. */
function IntegrationSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useLingui();
  const [term, setTerm] = useState(search);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    if (term.trim() === search.trim()) return;
    const timer = setTimeout(() => latest.current(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, search]);
  return (
    <SearchField className="field integration-search" value={term} onChange={(value) => setTerm(value.trimStart())} onSubmit={() => onSearch(term)} onClear={() => onSearch("")}>
      <Label className="field-label">{t`Rechercher (patient, demande, destinataire)`}</Label>
      <Input className="field-input" maxLength={200} />
    </SearchField>
  );
}
