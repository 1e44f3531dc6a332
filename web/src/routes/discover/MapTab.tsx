import { startTransition, useCallback, useMemo, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLocation, useNavigate } from "react-router";
import type { MapTabQuery } from "../../__generated__/MapTabQuery.graphql";
import { Button } from "../../ui/Button.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { Select } from "../../ui/Select.tsx";
import { MapView } from "../../ui/map/MapView.tsx";
import type { MapMarker } from "../../ui/map/map-types.ts";
import { formatBounds, isValidBounds, viewMoved, type Bounds } from "@rules/map-bounds.ts";
import { InviteCorrespondentModal } from "../contacts/invite/InviteCorrespondentModal.tsx";
import { DirectoryList, entryPath, type DirectoryEntry } from "./DirectoryList.tsx";
import { mapQueryVariables, pageRange, panelOfHash, readMapSearch, writeMapSearch, type MapSearch } from "./discover-url.ts";
import { PlaceSearchField } from "./PlaceSearchField.tsx";
import { useSmallScreen } from "./use-small-screen.ts";

type Props = {
  startBounds: Bounds;
  pageSize: number;
  isRequestable: boolean;
  specialtyTags: readonly { tag: string; label: string }[];
};

function markerLabel(entry: DirectoryEntry): string {
  return entry.kind === "GROUP" ? (entry.groupName ?? "") : `${entry.firstName ?? ""} ${entry.lastName ?? ""}, ${entry.specialtyLabel ?? ""}`;
}

/**
 * Spec 1 §2 map tab: place search, specialty, only-accessible, the map beside the list (one or
 * the other at 1024 px and below, kept in the URL hash), paging, 'search in this area' once the
 * view moved more than 1 %, and the invitation of a correspondent when nothing is found.
 */
export function MapTab({ startBounds, pageSize, isRequestable, specialtyTags }: Props) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const retryKey = useRetryKey();
  const small = useSmallScreen();
  const params = new URLSearchParams(location.search);
  const search = readMapSearch(params, pageSize);
  const data = useLazyLoadQuery<MapTabQuery>(
    graphql`
      query MapTabQuery($bounds: [Float!], $specialty: String, $onlyAccessible: Boolean, $limit: Int, $page: Int) {
        directory(bounds: $bounds, specialty: $specialty, onlyAccessible: $onlyAccessible, limit: $limit, page: $page) {
          totalCount
          offset
          bounds
          items {
            key
            kind
            lat
            lng
            groupId
            groupName
            groupShortDescription
            professionalId
            firstName
            lastName
            specialtyLabel
            city
            postalCode
            acceptsIndividualRequests
          }
        }
      }
    `,
    // As the route's loader asked them (./discover-preload.ts): its answer is in the store on a first load.
    mapQueryVariables(params),
    { fetchKey: retryKey },
  );
  const page = data.directory;
  // The view searched: the address's, else the viewer's start as the server applied it.
  const searched = search.bounds ?? (page.bounds && isValidBounds(page.bounds) ? page.bounds : startBounds);
  const [selected, setSelected] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  // The view the map showed once the last search was applied, and the one it shows now.
  const [baseView, setBaseView] = useState<Bounds | null>(null);
  const [view, setView] = useState<Bounds | null>(null);
  const awaitingView = useRef(true);
  const panel = panelOfHash(location.hash);

  const go = useCallback(
    (next: Partial<MapSearch>, hash = location.hash) => {
      const params = writeMapSearch({ ...search, page: 1, ...next }, pageSize);
      // A new box moves the map: its next view becomes the one 'search in this area' compares with.
      if (next.bounds && formatBounds(next.bounds) !== formatBounds(searched)) awaitingView.current = true;
      // In a transition: the current list and map stay on screen while the next page loads.
      startTransition(() => navigate({ search: params.toString() ? `?${params}` : "", hash }, { replace: false }));
    },
    [location.hash, navigate, pageSize, search, searched],
  );

  const onMove = useCallback((bounds: Bounds) => {
    setView(bounds);
    if (awaitingView.current) {
      awaitingView.current = false;
      setBaseView(bounds);
    }
  }, []);

  const markers: MapMarker[] = useMemo(
    () => page.items.map((entry) => ({ id: entry.key, lat: entry.lat, lng: entry.lng, kind: entry.kind === "GROUP" ? "group" : "practice", label: markerLabel(entry), selected: entry.key === selected })),
    [page.items, selected],
  );

  const showAreaButton = baseView !== null && view !== null && viewMoved(baseView, view);
  const range = pageRange(page.offset, page.items.length, page.totalCount);
  const options = specialtyTags.map((tag) => ({ id: tag.tag, label: tag.label }));

  const onActivate = (entry: DirectoryEntry) => {
    // Spec 1 §2: at 1024 px and below a row opens the page; above, it selects the pin.
    if (small) navigate(entryPath(entry));
    else setSelected(entry.key);
  };

  return (
    <div className={`discover-map-tab discover-panel-${panel}`}>
      <div className="discover-controls">
        <PlaceSearchField onPick={(bounds) => go({ bounds })} />
        <Select
          label={t`Spécialité`}
          options={options.length ? options : [{ id: "all", label: t`Toutes les spécialités` }]}
          value={options.some((o) => o.id === search.specialty) ? search.specialty : "all"}
          onChange={(specialty) => go({ specialty: String(specialty), bounds: searched })}
          className="discover-specialty"
        />
        <Checkbox isSelected={search.onlyAccessible} onChange={(onlyAccessible) => go({ onlyAccessible, bounds: searched })}>
          <Trans>Seulement les réseaux et professionnels accessibles</Trans>
        </Checkbox>
      </div>
      {isRequestable ? (
        <p className="discover-note">
          <Trans>Seuls les professionnels qui souhaitent apparaître dans l'annuaire sont affichés sur la carte.</Trans>
        </p>
      ) : null}
      {small ? (
        <nav className="discover-toggle" aria-label={t`Affichage`}>
          <a href="#list" aria-current={panel === "list" ? "true" : undefined}>
            <Trans>Liste</Trans>
          </a>
          <a href="#map" aria-current={panel === "map" ? "true" : undefined}>
            <Trans>Carte</Trans>
          </a>
        </nav>
      ) : null}
      <div className="discover-body">
        <section className="discover-list-panel" aria-label={t`Résultats`}>
          <p className="discover-range" role="status">
            <Trans>
              {range.start}–{range.end} sur {range.total}
            </Trans>
          </p>
          {page.totalCount === 0 ? (
            <div className="empty-state">
              <p className="empty-title">
                <Trans>Aucun résultat dans cette zone.</Trans>
              </p>
              <p className="empty-text">
                <Trans>Votre correspondant n'est pas encore inscrit ? Invitez-le à rejoindre Consilium.</Trans>
              </p>
              <Button variant="primary" onPress={() => setInviting(true)}>
                <Trans>Inviter un correspondant</Trans>
              </Button>
            </div>
          ) : (
            <DirectoryList entries={page.items} selected={selected} onActivate={onActivate} linkable={!small} />
          )}
          {page.totalCount > search.limit ? (
            <div className="discover-pager">
              <Button isDisabled={search.page <= 1} onPress={() => go({ page: search.page - 1 })}>
                <Trans>Précédent</Trans>
              </Button>
              <Button isDisabled={range.end >= page.totalCount} onPress={() => go({ page: search.page + 1 })}>
                <Trans>Suivant</Trans>
              </Button>
            </div>
          ) : null}
        </section>
        <section className="discover-map-panel" aria-label={t`Carte`}>
          <MapView
            label={t`Carte des résultats`}
            markers={markers}
            bounds={searched}
            onMove={onMove}
            onSelect={(key) => {
              setSelected(key);
              document.getElementById(`entry-${key}`)?.scrollIntoView({ block: "nearest" });
            }}
            debugBounds={search.debug ? searched : null}
            className="discover-map"
          />
          {showAreaButton && view ? (
            <Button variant="primary" className="discover-area-button" onPress={() => go({ bounds: view })}>
              <Trans>Rechercher dans cette zone</Trans>
            </Button>
          ) : null}
        </section>
      </div>
      <InviteCorrespondentModal isOpen={inviting} onOpenChange={setInviting} />
    </div>
  );
}
