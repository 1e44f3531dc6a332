import { useLingui } from "@lingui/react/macro";
import type { AccountPanel_viewer$key } from "../../__generated__/AccountPanel_viewer.graphql";
import { LogoMark } from "../../ui/icons.tsx";
import { Link } from "../../ui/Link.tsx";
import { AccountPanel } from "./AccountPanel.tsx";
import { useNavItems, type NavViewer } from "./useNavItems.tsx";
import { NavBadge } from "./NavBadge.tsx";
import type { MenuCounts } from "./notification-counts.ts";

/** Desktop navigation (wider than 1024 px); hidden below, where the bottom bar takes over. */
export function Sidebar({ viewer, nav, counts }: { viewer: AccountPanel_viewer$key; nav: NavViewer; counts: MenuCounts | null }) {
  const { t } = useLingui();
  const items = useNavItems(nav, counts);
  return (
    // The site's banner: the logo and the account block sit in a landmark with the menu (axe
    // `region`), and "complementary" stays for the screens' own asides. Below 1024 px it is hidden
    // and the mobile header is the banner.
    <header className="sidebar">
      <Link href="/" className="sidebar-brand" aria-label={t`Consilium, accueil`}>
        <LogoMark />
        <span>Consilium</span>
      </Link>
      <nav aria-label={t`Menu principal`} className="sidebar-nav">
        <ul>
          {items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className="nav-link" aria-current={item.isCurrent ? "page" : undefined}>
                {item.icon}
                <span>{item.label}</span>
                <NavBadge count={item.unread} kind={item.badgeKind} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <AccountPanel viewer={viewer} />
    </header>
  );
}
