import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ProfileView_professional$key } from "../../__generated__/ProfileView_professional.graphql";
import type { ProfileView_viewer$key } from "../../__generated__/ProfileView_viewer.graphql";
import { personDisplayName } from "../../format/names.ts";
import { Avatar } from "./Avatar.tsx";
import { OwnProfileNotices } from "./OwnProfileNotices.tsx";
import { ProfileActions } from "./ProfileActions.tsx";
import { ProfileMap } from "./ProfileMap.tsx";

type Props = { professional: ProfileView_professional$key; viewer: ProfileView_viewer$key };

/** Spec 1 §2 "Profile page": who they are, where they practise, and what the viewer can do. */
export function ProfileView({ professional, viewer }: Props) {
  const { t } = useLingui();
  const p = useFragment(
    graphql`
      fragment ProfileView_professional on Professional {
        id
        databaseId
        firstName
        lastName
        country
        rpps
        rppsType
        specialty {
          label
          professionLabel
          professionCode
        }
        degrees {
          databaseId
          typeLabel
          label
        }
        user {
          bio
          profilePictureUrl
        }
        ...ProfileActions_professional
        ...ProfileMap_professional
      }
    `,
    professional,
  );
  const me = useFragment(
    graphql`
      fragment ProfileView_viewer on User {
        country
        professional {
          id
        }
        ...OwnProfileNotices_viewer
      }
    `,
    viewer,
  );
  const isOwn = me.professional?.id === p.id;
  const name = personDisplayName(p);
  // Doctors are shown by specialty (general practice included); other professions by their profession.
  const role = p.specialty.professionCode === 10 ? p.specialty.label : p.specialty.professionLabel;
  const numberLabel = p.rppsType === 8 ? t`N° RPPS` : p.country === "BE" ? t`N° INAMI` : p.country === "DE" ? t`LANR` : t`N° ADELI`;

  return (
    <div className="page profile-page">
      <title>{`${name} · Consilium`}</title>
      {isOwn ? <OwnProfileNotices viewer={me} country={p.country} /> : null}
      <header className="profile-header">
        <Avatar firstName={p.firstName} lastName={p.lastName} pictureUrl={p.user?.profilePictureUrl} size="large" />
        <div className="profile-identity">
          <h1 className="page-title">{name}</h1>
          <p className="profile-role">{role}</p>
          <p className="profile-number">
            {numberLabel} {p.rpps}
          </p>
        </div>
        <ProfileActions professional={p} isOwn={isOwn} />
      </header>
      <div className="profile-body">
        <div className="profile-main">
          <section className="profile-section" aria-labelledby="profile-bio">
            <h2 id="profile-bio" className="profile-section-title">
              <Trans>Présentation</Trans>
            </h2>
            {p.user?.bio ? <p className="profile-bio">{p.user.bio}</p> : <p className="profile-muted">{p.user ? t`Pas encore de présentation.` : t`Ce professionnel n'a pas encore de compte Consilium.`}</p>}
          </section>
          <section className="profile-section" aria-labelledby="profile-degrees">
            <h2 id="profile-degrees" className="profile-section-title">
              <Trans>Diplômes</Trans>
            </h2>
            {p.degrees.length ? (
              <ul className="profile-degrees">
                {p.degrees.map((degree) => (
                  <li key={degree.databaseId}>
                    <span className="profile-degree-type">{degree.typeLabel}</span> {degree.label}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="profile-muted">
                <Trans>Aucun diplôme renseigné.</Trans>
              </p>
            )}
          </section>
        </div>
        <ProfileMap professional={p} />
      </div>
    </div>
  );
}
