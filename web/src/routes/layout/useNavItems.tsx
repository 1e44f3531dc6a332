import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { InboxIcon, SendIcon } from "../../ui/icons.tsx";

export type NavItem = { href: string; label: string; icon: ReactNode; isCurrent: boolean };

/** The main menu, in order: the first item is the landing page, the bottom bar shows the first three. */
export function useNavItems(): NavItem[] {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return [
    { href: "/request/", label: t`Mes demandes`, icon: <SendIcon />, isCurrent: pathname.startsWith("/request") },
    { href: "/consult/", label: t`Mes avis`, icon: <InboxIcon />, isCurrent: pathname.startsWith("/consult") },
  ];
}
