import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { OutsideReaders_request$key } from "../../__generated__/OutsideReaders_request.graphql";
import { formatDateTime } from "../../format/dates.ts";
import { personDisplayName } from "../../format/names.ts";

/**
 * Who outside the participants opened the request (issue 17, from the access trail): participants
 * are told when a super user or the group's observers, support or administrators looked. The
 * server answers null to anyone else, and the section is then left out.
 */
export function OutsideReaders({ request }: { request: OutsideReaders_request$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment OutsideReaders_request on Request {
        outsideReaders {
          firstName
          lastName
          role
          lastReadAt
        }
      }
    `,
    request,
  );
  const readers = data.outsideReaders;
  if (!readers) return null;
  const roles: Record<string, string> = {
    SUPER_USER: t`Support de la plateforme`,
    ADMINISTRATOR: t`Administrateur du groupe`,
    SUPPORT: t`Support administratif du groupe`,
    OBSERVER: t`Observateur du groupe`,
    FORMER: t`Ancien intervenant`,
  };
  return (
    <section className="panel" aria-labelledby="aside-outside-readers">
      <h2 id="aside-outside-readers" className="panel-title">
        <Trans>Consultée hors intervenants</Trans>
      </h2>
      {readers.length === 0 ? (
        <p className="muted">
          <Trans>Personne d’autre que les intervenants n’a ouvert cette demande.</Trans>
        </p>
      ) : (
        <dl className="facts">
          {readers.map((reader, index) => (
            <div key={index}>
              <dt>{roles[reader.role] ?? reader.role}</dt>
              <dd>
                {personDisplayName(reader)}
                <br />
                <span className="muted">
                  <Trans>Dernière ouverture le {formatDateTime(reader.lastReadAt, i18n.locale)}</Trans>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
