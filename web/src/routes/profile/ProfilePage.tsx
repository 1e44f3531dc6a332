import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import type { ProfilePageQuery } from "../../__generated__/ProfilePageQuery.graphql";
import { parseDatabaseId, toGlobalId } from "../../routing/ids.ts";
import { NotFoundPage } from "../../ui/NotFoundPage.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { ProfileView } from "./ProfileView.tsx";
import "./profile.css";

/** /profile/:id, the id being the professional's databaseId (spec 1 §2 "Profile page"). */
export function ProfilePage() {
  const { id } = useParams();
  const databaseId = parseDatabaseId(id);
  if (databaseId === null) return <ProfileNotFound />;
  return <ProfileLoader key={databaseId} databaseId={databaseId} />;
}

function ProfileLoader({ databaseId }: { databaseId: number }) {
  const data = useLazyLoadQuery<ProfilePageQuery>(
    graphql`
      query ProfilePageQuery($id: ID!) {
        viewer {
          ...ProfileView_viewer
        }
        node(id: $id) {
          # Aliased: the fragment reference exists only when the node is a Professional.
          ...ProfileView_professional @alias(as: "professional")
        }
      }
    `,
    { id: toGlobalId("Professional", databaseId) },
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  const professional = data.node?.professional;
  if (!professional || !data.viewer) return <ProfileNotFound />;
  return <ProfileView professional={professional} viewer={data.viewer} />;
}

function ProfileNotFound() {
  const { t } = useLingui();
  return <NotFoundPage title={t`Profil introuvable`} message={t`Ce professionnel n'existe pas ou n'est plus dans l'annuaire.`} />;
}
