import { graphql, useFragment } from "react-relay/hooks";
import { useLocation, useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import type { HierarchySidebar_group$data, HierarchySidebar_group$key } from "../../__generated__/HierarchySidebar_group.graphql";
import { categoryOfSearch, hashOfSearch, matchesSearch, searchOfHash } from "./hierarchy-state.ts";

type Tree = HierarchySidebar_group$data["topicTrees"][number];

/**
 * The category sidebar of hierarchy-layout groups (spec 1 §2): the topic trees, a search box whose
 * words live in the URL hash, and the selected category in the query string (?category=), which
 * the requests tab reads as its topic filter.
 */
export function HierarchySidebar({ group }: { group: HierarchySidebar_group$key }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment HierarchySidebar_group on Group {
        topicTrees {
          databaseId
          label
          children {
            databaseId
            label
          }
        }
      }
    `,
    group,
  );
  const search = searchOfHash(location.hash);
  const selected = categoryOfSearch(location.search);

  const select = (id: number | null) => {
    const query = new URLSearchParams(location.search);
    if (id === null) query.delete("category");
    else query.set("category", String(id));
    const text = query.toString();
    void navigate({ pathname: location.pathname, search: text ? `?${text}` : "", hash: location.hash }, { replace: true });
  };

  const item = (node: { databaseId: number; label: string }, extra?: string) => (
    <button type="button" className={node.databaseId === selected ? `group-category group-category-selected ${extra ?? ""}` : `group-category ${extra ?? ""}`} aria-pressed={node.databaseId === selected} onClick={() => select(node.databaseId === selected ? null : node.databaseId)}>
      {node.label}
    </button>
  );

  const visible = data.topicTrees.filter((tree: Tree) => matchesSearch(tree, search));
  return (
    <aside className="group-sidebar" aria-label={t`Catégories`}>
      <div className="field">
        <label className="field-label" htmlFor="group-category-search">
          {t`Rechercher une catégorie`}
        </label>
        <input
          id="group-category-search"
          className="field-input"
          type="search"
          maxLength={200}
          value={search}
          onChange={(event) => void navigate({ pathname: location.pathname, search: location.search, hash: hashOfSearch(event.target.value.trimStart()) }, { replace: true })}
        />
      </div>
      {selected !== null ? (
        <button type="button" className="group-category group-category-all" onClick={() => select(null)}>
          {t`Toutes les catégories`}
        </button>
      ) : null}
      {visible.length === 0 ? <p className="group-muted">{t`Aucune catégorie ne correspond.`}</p> : null}
      <ul className="group-category-tree">
        {visible.map((tree) => (
          <li key={tree.databaseId}>
            {item(tree)}
            {tree.children.length > 0 ? (
              <ul>
                {tree.children
                  .filter((child) => matchesSearch(child, search) || matchesSearch({ label: tree.label }, search))
                  .map((child) => (
                    <li key={child.databaseId}>{item(child, "group-category-child")}</li>
                  ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
