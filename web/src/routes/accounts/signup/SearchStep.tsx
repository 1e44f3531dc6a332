import { Suspense, useEffect, useState, useTransition } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { pathWithRedirect, redirectUrlOf } from "../../../routing/redirect-url.ts";
import { Link } from "../../../ui/Link.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { LoadingView } from "../../../ui/LoadingView.tsx";
import { DirectoryResults } from "./DirectoryResults.tsx";
import { useRegisterFlow } from "./register-flow.ts";
import { SEARCH_MAX_LENGTH } from "@rules/search-text.ts";
import "../accounts.css";
import "./signup.css";

// Spec 1 §9: typeahead debounce.
const SEARCH_DEBOUNCE_MS = 350;

/** Step 1: find yourself in the directory by name or registration number (?rpps= prefills). */
export function SearchStep() {
  const { t } = useLingui();
  const { choose } = useRegisterFlow();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const prefill = params.get("rpps")?.trim() ?? "";
  const [text, setText] = useState(prefill);
  const [query, setQuery] = useState(prefill);
  const [isSearching, startTransition] = useTransition();

  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setQuery(text.trim())), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <>
      <h1 className="login-title">
        <Trans>Créer un compte</Trans>
      </h1>
      <p className="login-intro">
        <Trans>Retrouvez-vous dans l'annuaire des professionnels de santé.</Trans>
      </p>
      <div role="search" className="form">
        <TextField
          label={t`Nom ou numéro d'identification (RPPS, INAMI, LANR)`}
          name="search"
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          value={text}
          // Spec 1 §5: search inputs trim leading whitespace.
          onChange={(value) => setText(value.trimStart())}
          autoFocus
        />
      </div>
      <div className={isSearching ? "directory-results-area is-stale" : "directory-results-area"} aria-busy={isSearching}>
        {query ? (
          <Suspense fallback={<LoadingView />}>
            <DirectoryResults
              search={query}
              onChoose={(professional) => {
                choose(professional);
                void navigate({ pathname: "/register/identifier", search });
              }}
            />
          </Suspense>
        ) : (
          <p className="muted directory-hint">
            <Trans>Saisissez votre nom, ou votre numéro RPPS, INAMI ou LANR.</Trans>
          </p>
        )}
      </div>
      <p className="login-footer">
        <Trans>Déjà inscrit ?</Trans>{" "}
        <Link href={pathWithRedirect("/login", redirectUrlOf(search))}>
          <Trans>Se connecter</Trans>
        </Link>
      </p>
    </>
  );
}
