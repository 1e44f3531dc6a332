import { useMemo } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ProfileMap_professional$key } from "../../__generated__/ProfileMap_professional.graphql";
import { MapView } from "../../ui/map/MapView.tsx";
import type { MapMarker } from "../../ui/map/map-types.ts";
import { profileMapView } from "./profile-map-view.ts";

/** Where the professional practises: a map and, for screen readers and small screens, the addresses. */
export function ProfileMap({ professional }: { professional: ProfileMap_professional$key }) {
  const { t } = useLingui();
  const p = useFragment(
    graphql`
      fragment ProfileMap_professional on Professional {
        practices {
          databaseId
          lat
          lng
          city
          fullAddress
          postalCode
        }
      }
    `,
    professional,
  );
  const markers = useMemo<MapMarker[]>(
    () => p.practices.map((practice) => ({ id: String(practice.databaseId), kind: "practice", lat: practice.lat, lng: practice.lng, label: `${practice.fullAddress}, ${practice.city}` })),
    [p.practices],
  );
  const view = useMemo(() => profileMapView(p.practices), [p.practices]);
  return (
    <section className="profile-section profile-places" aria-labelledby="profile-places">
      <h2 id="profile-places" className="profile-section-title">
        <Trans>Lieux d'exercice</Trans>
      </h2>
      <MapView markers={markers} center={view.center} zoom={view.zoom} bounds={view.bounds ?? null} label={t`Carte des lieux d'exercice`} className="profile-map" />
      {p.practices.length ? (
        <ul className="profile-addresses">
          {p.practices.map((practice) => (
            <li key={practice.databaseId}>
              {practice.fullAddress}
              {practice.fullAddress.includes(practice.city) ? null : `, ${practice.postalCode} ${practice.city}`}
            </li>
          ))}
        </ul>
      ) : (
        <p className="profile-muted">
          <Trans>Aucun lieu d'exercice renseigné.</Trans>
        </p>
      )}
    </section>
  );
}
