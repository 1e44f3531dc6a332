/** Spec 1 §3: descriptions are collapsed after 450 characters. */
export const COLLAPSED_LENGTH = 450;

/**
 * The start of a long text, cut at the last word boundary before `max` characters (a word is
 * never split), with an ellipsis; null when the whole text fits and nothing is to collapse.
 */
export function collapsedText(text: string, max = COLLAPSED_LENGTH): string | null {
  if (text.length <= max) return null;
  const cut = text.slice(0, max);
  const space = cut.search(/\s\S*$/);
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
