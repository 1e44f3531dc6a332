import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { BadgeCheckIcon, ContactsIcon, DocumentIcon, IdCardIcon, InboxIcon, MapPinIcon, SendIcon, UsersIcon } from "../../ui/icons.tsx";
import type { MenuCounts } from "./notification-counts.ts";

export type NavItem = { href: string; label: string; icon: ReactNode; isCurrent: boolean; /** Unread requests on this side. */ unread?: number; /** What `unread` counts, for screen readers. */ badgeKind?: "requests" | "invitations" };

/** Who the menu is for: super users get their own items, the profile item links to the viewer's page. */
export type NavViewer = { isSuper: boolean; professionalId: number | null; /** Spec 2 §2: members with can_integrate_act or can_integrate_report. */ canIntegrate?: boolean };

/**
 * The main menu in the order of spec 1 §2: the first item is the landing page, the bottom bar
 * shows the first three (requests, consults, groups).
 */
export function useNavItems(viewer: NavViewer, counts: MenuCounts | null = null): NavItem[] {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  const items: NavItem[] = [
    { href: "/request/", label: t`Mes demandes`, icon: <SendIcon />, isCurrent: under("/request"), unread: counts?.fromMe },
    { href: "/consult/", label: t`Mes avis`, icon: <InboxIcon />, isCurrent: under("/consult"), unread: counts?.toMe },
    { href: "/group", label: t`Groupes`, icon: <UsersIcon />, isCurrent: under("/group"), unread: counts?.groupInvitations, badgeKind: "invitations" },
    { href: "/contacts", label: t`Contacts`, icon: <ContactsIcon />, isCurrent: under("/contacts") },
    { href: "/discover", label: t`Annuaire`, icon: <MapPinIcon />, isCurrent: under("/discover") },
  ];
  // Another professional's profile is reached from the directory, not "my" profile.
  const profile = viewer.professionalId === null ? null : `/profile/${viewer.professionalId}`;
  if (profile) items.push({ href: profile, label: t`Profil`, icon: <IdCardIcon />, isCurrent: under(profile) });
  if (viewer.canIntegrate) items.push({ href: "/integration", label: t`Données administratives`, icon: <DocumentIcon />, isCurrent: under("/integration") });
  // Super users only: the identity validation queue.
  if (viewer.isSuper) items.push({ href: "/admin/validations", label: t`Validation des comptes`, icon: <BadgeCheckIcon />, isCurrent: pathname.startsWith("/admin/validations") });
  return items;
}
