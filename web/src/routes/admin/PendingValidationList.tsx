import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { PendingValidationListQuery } from "../../__generated__/PendingValidationListQuery.graphql";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { PendingValidationRow } from "./PendingValidationRow.tsx";
import "./admin.css";

/** The queue, oldest first; a decided account leaves it and the decision is announced. */
export function PendingValidationList() {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState("");
  const data = useLazyLoadQuery<PendingValidationListQuery>(
    graphql`
      query PendingValidationListQuery {
        pendingIdentityValidations {
          id
          ...PendingValidationRow_user
        }
      }
    `,
    {},
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  const users = data.pendingIdentityValidations;
  const count = users.length;
  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {count === 0 ? (
        <div className="empty-state">
          <p className="empty-title">
            <Trans>Aucun compte en attente de validation.</Trans>
          </p>
          <p className="empty-text">
            <Trans>Les justificatifs d'identité envoyés par les nouveaux inscrits apparaîtront ici.</Trans>
          </p>
        </div>
      ) : (
        <>
          <p className="list-count">
            <Plural value={count} one="# compte en attente" other="# comptes en attente" />
          </p>
          <ul className="validation-list" aria-label={t`Comptes en attente de validation`}>
            {users.map((user) => (
              <li key={user.id}>
                <PendingValidationRow user={user} onDecided={setAnnouncement} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
