import { graphql, useFragment } from "react-relay/hooks";
import { Trans } from "@lingui/react/macro";
import type { PersonalInfoSection_viewer$key } from "../../__generated__/PersonalInfoSection_viewer.graphql";
import { personDisplayName } from "../../format/names.ts";
import { SettingsSection } from "./SettingsSection.tsx";

/**
 * Spec 2 §2 "personal information": who the account is, as the national directory and the
 * account hold it. Identity comes from the directory and is not edited here.
 */
export function PersonalInfoSection({ viewer }: { viewer: PersonalInfoSection_viewer$key }) {
  const v = useFragment(
    graphql`
      fragment PersonalInfoSection_viewer on User {
        firstName
        lastName
        email
        country
        professional {
          rpps
          rppsType
          specialty {
            label
          }
        }
        settings {
          phone
        }
      }
    `,
    viewer,
  );
  const p = v.professional;
  const registration = p ? (p.rppsType === 8 ? "RPPS" : v.country === "FR" ? "ADELI" : v.country === "BE" ? "INAMI" : "LANR") : null;
  return (
    <SettingsSection title={<Trans>Informations personnelles</Trans>}>
      <dl className="settings-facts">
        <div>
          <dt>
            <Trans>Nom</Trans>
          </dt>
          <dd>{personDisplayName(v)}</dd>
        </div>
        {p ? (
          <div>
            <dt>
              <Trans>Spécialité</Trans>
            </dt>
            <dd>{p.specialty.label}</dd>
          </div>
        ) : null}
        {p && registration ? (
          <div>
            <dt>{registration}</dt>
            <dd>{p.rpps}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Adresse e-mail</Trans>
          </dt>
          <dd>{v.email}</dd>
        </div>
        <div>
          <dt>
            <Trans>Téléphone mobile</Trans>
          </dt>
          <dd>{v.settings?.phone ?? <Trans>Non renseigné</Trans>}</dd>
        </div>
      </dl>
    </SettingsSection>
  );
}
