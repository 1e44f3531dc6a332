import { Suspense, useEffect, useState, useTransition } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { SEARCH_MAX_LENGTH } from "@rules/search-text.ts";
import { LoadingView } from "../../../ui/LoadingView.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { RecipientSuggestionList } from "./RecipientSuggestionList.tsx";
import type { RecipientTarget } from "./recipient-target.ts";

// Spec 2 §9: typeahead debounce.
const TYPEAHEAD_DEBOUNCE_MS = 500;

/** The search field and its suggestions; choosing one hands the recipient to the page. */
export function RecipientSearch({ onChoose }: { onChoose: (target: RecipientTarget) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [isSearching, startTransition] = useTransition();

  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setQuery(text.trim())), TYPEAHEAD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="recipient-search">
      <div role="search" className="form">
        <TextField
          label={t`Rechercher un destinataire`}
          description={t`Nom d'un professionnel, d'un groupe ou d'une thématique.`}
          name="recipient-search"
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          value={text}
          // Spec 1 §5: search inputs trim leading whitespace.
          onChange={(value) => setText(value.trimStart())}
        />
      </div>
      <div className={isSearching ? "recipient-suggestions-area is-stale" : "recipient-suggestions-area"} aria-busy={isSearching}>
        {query ? (
          <Suspense fallback={<LoadingView />}>
            <RecipientSuggestionList
              search={query}
              onChoose={(target) => {
                setText("");
                setQuery("");
                onChoose(target);
              }}
            />
          </Suspense>
        ) : (
          <p className="muted">
            <Trans>Saisissez au moins un mot : chaque mot doit apparaître, accents et majuscules ignorés.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
