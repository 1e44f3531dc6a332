import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DirectoryEntryRow_entry$key } from "../../../__generated__/DirectoryEntryRow_entry.graphql";
import { personDisplayName } from "../../../format/names.ts";
import { Button } from "../../../ui/Button.tsx";
import { Link } from "../../../ui/Link.tsx";
import type { ChosenProfessional } from "./register-flow.ts";
import "./signup.css";

type Props = { entry: DirectoryEntryRow_entry$key; onChoose: (professional: ChosenProfessional) => void };

/** One professional of the directory: choose it, or, when it already has an account, log in. */
export function DirectoryEntryRow({ entry, onChoose }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment DirectoryEntryRow_entry on DirectoryEntry {
        professionalId
        firstName
        lastName
        rpps
        country
        specialtyLabel
        city
        hasAccount
      }
    `,
    entry,
  );
  const name = personDisplayName(data);
  const details = [data.specialtyLabel, data.city].filter(Boolean).join(" · ");
  return (
    <div className="directory-entry">
      <div className="directory-entry-text">
        <p className="directory-entry-name">{name}</p>
        <p className="directory-entry-details">{details}</p>
        <p className="directory-entry-number">{data.rpps}</p>
      </div>
      {data.hasAccount ? (
        <div className="directory-entry-side">
          <span className="badge badge-draft">
            <Trans>Déjà inscrit</Trans>
          </span>
          <Link href="/login" className="directory-entry-login" aria-label={t`Se connecter : ${name} a déjà un compte`}>
            <Trans>Se connecter</Trans>
          </Link>
        </div>
      ) : (
        <Button
          variant="primary"
          aria-label={t`C'est moi : ${name}`}
          onPress={() =>
            onChoose({
              professionalId: data.professionalId,
              firstName: data.firstName,
              lastName: data.lastName,
              rpps: data.rpps,
              country: data.country === "BE" || data.country === "DE" ? data.country : "FR",
              specialtyLabel: data.specialtyLabel,
              city: data.city ?? null,
            })
          }
        >
          <Trans>C'est moi</Trans>
        </Button>
      )}
    </div>
  );
}
