import { Plural } from "@lingui/react/macro";
import { badgeText } from "./notification-counts.ts";
import "./nav-badge.css";

/** A menu item's unread count: the digits for the eye, a sentence for screen readers. */
export function NavBadge({ count, kind = "requests" }: { count: number | undefined; kind?: "requests" | "invitations" }) {
  const text = badgeText(count ?? 0);
  if (!text || count === undefined) return null;
  return (
    <>
      <span className="nav-badge" aria-hidden="true">
        {text}
      </span>
      <span className="visually-hidden">
        {" "}
        ({kind === "invitations" ? <Plural value={count} one="# invitation en attente" other="# invitations en attente" /> : <Plural value={count} one="# demande non lue" other="# demandes non lues" />})
      </span>
    </>
  );
}
