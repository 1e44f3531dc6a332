import { lazy, Suspense, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { GroupHeader_group$key } from "../../__generated__/GroupHeader_group.graphql";
import type { MapBounds } from "../../ui/map/map-types.ts";

// The map and its library load only for groups with the map layout.
const MapView = lazy(() => import("../../ui/map/MapView.tsx").then((module) => ({ default: module.MapView })));

/**
 * The header of a group's page by its layout (spec 1 §2): MAP shows the area the group covers,
 * CPTS a territorial banner with its keywords, HIERARCHY and DEFAULT the name and short description
 * (the hierarchy's category sidebar sits beside the tab content).
 */
export function GroupHeader({ group, children }: { group: GroupHeader_group$key; children: ReactNode }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment GroupHeader_group on Group {
        name
        shortDescription
        layout
        mode
        keywords
        boundingBox
        lat
        lng
      }
    `,
    group,
  );
  const box = data.boundingBox?.length === 4 ? (data.boundingBox as unknown as MapBounds) : null;
  const point = data.lat != null && data.lng != null ? { lat: data.lat, lng: data.lng } : null;
  const showMap = data.layout === "MAP" && (box !== null || point !== null);
  return (
    <header className={`group-header group-layout-${data.layout.toLowerCase()}`}>
      {showMap ? (
        <Suspense fallback={<div className="group-header-map" />}>
          <MapView
            className="group-header-map"
            label={t`Territoire du groupe ${data.name}`}
            bounds={box}
            center={box ? undefined : (point ?? undefined)}
            zoom={box ? undefined : 9}
            markers={point ? [{ id: "group", kind: "group", label: data.name, lat: point.lat, lng: point.lng, selected: true }] : []}
          />
        </Suspense>
      ) : null}
      <div className="group-header-text">
        {data.layout === "CPTS" ? <p className="group-header-kicker">{t`Communauté professionnelle territoriale de santé`}</p> : null}
        <h1 className="page-title">{data.name}</h1>
        {data.shortDescription ? <p className="group-header-description">{data.shortDescription}</p> : null}
        {data.layout === "CPTS" && data.keywords.length > 0 ? (
          <ul className="group-keywords" aria-label={t`Mots-clés`}>
            {data.keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {children}
    </header>
  );
}
