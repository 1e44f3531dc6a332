import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { BadgeCheckIcon, InboxIcon, SendIcon } from "../../ui/icons.tsx";
import type { MenuCounts } from "./notification-counts.ts";

export type NavItem = { href: string; label: string; icon: ReactNode; isCurrent: boolean; /** Unread requests on this side. */ unread?: number };

/** The main menu, in order: the first item is the landing page, the bottom bar shows the first three. */
export function useNavItems(isSuper: boolean, counts: MenuCounts | null = null): NavItem[] {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const items: NavItem[] = [
    { href: "/request/", label: t`Mes demandes`, icon: <SendIcon />, isCurrent: pathname.startsWith("/request"), unread: counts?.fromMe },
    { href: "/consult/", label: t`Mes avis`, icon: <InboxIcon />, isCurrent: pathname.startsWith("/consult"), unread: counts?.toMe },
  ];
  // Super users only: the identity validation queue.
  if (isSuper) items.push({ href: "/admin/validations", label: t`Validation des comptes`, icon: <BadgeCheckIcon />, isCurrent: pathname.startsWith("/admin/validations") });
  return items;
}
