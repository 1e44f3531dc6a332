import { useState } from "react";
import { Button as AriaButton } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AccountPanel_viewer$key } from "../../__generated__/AccountPanel_viewer.graphql";
import { Button } from "../../ui/Button.tsx";
import { UserIcon } from "../../ui/icons.tsx";
import { Link } from "../../ui/Link.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { AccountPanel } from "./AccountPanel.tsx";
import { useNavItems, type NavViewer } from "./useNavItems.tsx";
import { NavBadge } from "./NavBadge.tsx";
import type { MenuCounts } from "./notification-counts.ts";

// Spec 1 §2 and spec 2 §9: the bottom bar shows the first three menu items; a last button
// opens the account sheet, which lists the rest of the menu.
const BAR_ITEMS = 3;

/** Mobile and tablet navigation (1024 px and below). */
export function BottomBar({ viewer, nav, counts }: { viewer: AccountPanel_viewer$key; nav: NavViewer; counts: MenuCounts | null }) {
  const { t } = useLingui();
  const allItems = useNavItems(nav, counts);
  const items = allItems.slice(0, BAR_ITEMS);
  // Menu items that do not fit in the bar are listed in the account sheet.
  const overflow = allItems.slice(BAR_ITEMS);
  const [accountOpen, setAccountOpen] = useState(false);
  return (
    <nav aria-label={t`Menu principal`} className="bottom-bar">
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="bottom-link" aria-current={item.isCurrent ? "page" : undefined}>
              {item.icon}
              <span>{item.label}</span>
              <NavBadge count={item.unread} kind={item.badgeKind} />
            </Link>
          </li>
        ))}
        <li>
          <AriaButton className="bottom-link" onPress={() => setAccountOpen(true)}>
            <UserIcon />
            <span>
              <Trans>Compte</Trans>
            </span>
          </AriaButton>
        </li>
      </ul>
      <ModalDialog title={t`Mon compte`} isOpen={accountOpen} onOpenChange={setAccountOpen}>
        {overflow.length ? (
          <ul className="sheet-nav">
            {overflow.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="nav-link" aria-current={item.isCurrent ? "page" : undefined} onPress={() => setAccountOpen(false)}>
                  {item.icon}
                  <span>{item.label}</span>
                  <NavBadge count={item.unread} kind={item.badgeKind} />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <AccountPanel viewer={viewer} />
        <Button variant="quiet" className="button-block" onPress={() => setAccountOpen(false)}>
          <Trans>Fermer</Trans>
        </Button>
      </ModalDialog>
    </nav>
  );
}
