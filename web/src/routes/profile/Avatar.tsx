import "./avatar.css";

type Props = ({ firstName: string; lastName: string; group?: undefined } | { group: string; firstName?: undefined; lastName?: undefined }) & { size?: "small" | "large" };

function initialsOf(words: string[]): string {
  return words
    .map((word) => word.trim().charAt(0))
    .filter(Boolean)
    .slice(0, 2)
    .join("")
    .toLocaleUpperCase();
}

/**
 * A person's or a network's initials in a disc. Profile pictures have no route yet (spec 2 §7
 * users/{id}/profile_picture comes with settings), so initials stand in for every avatar.
 */
export function Avatar(props: Props) {
  const initials = props.group === undefined ? initialsOf([props.firstName, props.lastName]) : initialsOf(props.group.split(/\s+/));
  return (
    <span className={`avatar avatar-${props.size ?? "small"}${props.group === undefined ? "" : " avatar-group"}`} aria-hidden="true">
      {initials}
    </span>
  );
}
