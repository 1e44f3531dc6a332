import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "../../ui/Link.tsx";

export type DirectoryEntry = {
  readonly key: string;
  readonly kind: "GROUP" | "PRACTICE" | "%future added value";
  readonly groupId: number | null | undefined;
  readonly groupName: string | null | undefined;
  readonly groupShortDescription: string | null | undefined;
  readonly professionalId: number | null | undefined;
  readonly firstName: string | null | undefined;
  readonly lastName: string | null | undefined;
  readonly specialtyLabel: string | null | undefined;
  readonly city: string | null | undefined;
  readonly postalCode: string | null | undefined;
  readonly acceptsIndividualRequests: boolean | null | undefined;
};

/** The page of an entry: /group/{id} or /profile/{professionalId}. */
export function entryPath(entry: DirectoryEntry): string {
  return entry.kind === "GROUP" ? `/group/${entry.groupId ?? 0}` : `/profile/${entry.professionalId ?? 0}`;
}

type Props = {
  entries: readonly DirectoryEntry[];
  selected: string | null;
  onActivate: (entry: DirectoryEntry) => void;
  /** Wide screens: a row selects its pin, and a separate link opens the page. */
  linkable: boolean;
};

/** The directory's list: networks and professionals of the page, each a button. */
export function DirectoryList({ entries, selected, onActivate, linkable }: Props) {
  const { t } = useLingui();
  return (
    <ul className="directory-list">
      {entries.map((entry) => {
        const isGroup = entry.kind === "GROUP";
        const name = isGroup ? (entry.groupName ?? "") : `${entry.firstName ?? ""} ${entry.lastName ?? ""}`;
        return (
          <li key={entry.key} id={`entry-${entry.key}`} className={`directory-entry${entry.key === selected ? " is-selected" : ""}`}>
            <button type="button" className="directory-entry-main" aria-pressed={linkable ? entry.key === selected : undefined} onClick={() => onActivate(entry)}>
              <span className={`directory-kind directory-kind-${isGroup ? "group" : "practice"}`}>{isGroup ? t`Réseau` : t`Professionnel`}</span>
              <span className="directory-name">{name}</span>
              <span className="directory-detail">
                {isGroup ? entry.groupShortDescription : [entry.specialtyLabel, [entry.postalCode, entry.city].filter(Boolean).join(" ")].filter(Boolean).join(" · ")}
              </span>
              {!isGroup && entry.acceptsIndividualRequests ? (
                <span className="directory-badge">
                  <Trans>Reçoit des demandes d'avis</Trans>
                </span>
              ) : null}
            </button>
            {linkable ? (
              <Link href={entryPath(entry)} className="directory-open" aria-label={isGroup ? t`Ouvrir le réseau ${name}` : t`Ouvrir le profil de ${name}`}>
                {isGroup ? <Trans>Voir le réseau</Trans> : <Trans>Voir le profil</Trans>}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
