import "./avatar.css";

type Props = ({ firstName: string; lastName: string; group?: undefined } | { group: string; firstName?: undefined; lastName?: undefined }) & {
  /** tiny: beside a line of text (message authors, participants); small: in a list row; large: a profile. */
  size?: "tiny" | "small" | "large";
  /** The picture, when the person has one (spec 2 §7 users/{id}/profile_picture); else the initials. */
  pictureUrl?: string | null;
};

function initialsOf(words: string[]): string {
  return words
    .map((word) => word.trim().charAt(0))
    .filter(Boolean)
    .slice(0, 2)
    .join("")
    .toLocaleUpperCase();
}

/** A person's picture, or their or a network's initials, in a disc. Decorative: the name is always beside it. */
export function Avatar(props: Props) {
  if (props.pictureUrl) {
    return <img className={`avatar avatar-${props.size ?? "small"}`} src={props.pictureUrl} alt="" />;
  }
  const initials = props.group === undefined ? initialsOf([props.firstName, props.lastName]) : initialsOf(props.group.split(/\s+/));
  return (
    <span className={`avatar avatar-${props.size ?? "small"}${props.group === undefined ? "" : " avatar-group"}`} aria-hidden="true">
      {initials}
    </span>
  );
}
