import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DirectoryResultsQuery } from "../../../__generated__/DirectoryResultsQuery.graphql";
import { useRetryKey } from "../../../ui/QueryBoundary.tsx";
import { DirectoryEntryRow } from "./DirectoryEntryRow.tsx";
import type { ChosenProfessional } from "./register-flow.ts";
import "./signup.css";

type Props = { search: string; onChoose: (professional: ChosenProfessional) => void };

/** The directory entries matching every word of `search` (at most 20, spec 1 §2 step 1). */
export function DirectoryResults({ search, onChoose }: Props) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<DirectoryResultsQuery>(
    graphql`
      query DirectoryResultsQuery($search: String!) {
        signupDirectory(search: $search) {
          professionalId
          ...DirectoryEntryRow_entry
        }
      }
    `,
    { search },
    { fetchKey: useRetryKey(), fetchPolicy: "store-or-network" },
  );
  const entries = data.signupDirectory;
  if (entries.length === 0) {
    return (
      <div className="empty-state" role="status">
        <p className="empty-title">
          <Trans>Aucun professionnel ne correspond à « {search} ».</Trans>
        </p>
        <p className="empty-text">
          <Trans>Vérifiez l'orthographe, ou essayez votre numéro d'identification.</Trans>
        </p>
      </div>
    );
  }
  return (
    <ul className="directory-results" aria-label={t`Professionnels trouvés`}>
      {entries.map((entry) => (
        <li key={entry.professionalId}>
          <DirectoryEntryRow entry={entry} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}
