// graphql-js names the input at fault only inside its message, in two wordings depending on the
// version that runs (`Variable "$away" got invalid value "x" at "away.since"; ...` and
// `Variable "$away" has invalid value at .since: ...`). Clients get it as `extensions.field`
// too, like every other validation_failed: the innermost input field, else the variable or the
// argument itself.
const GOT_INVALID = /^Variable "\$(\w+)" got invalid value .* at "([^"]+)"; /s;
const HAS_INVALID = /^(?:Variable "\$(\w+)"|Argument "[^"(]*\((\w+):\)") has invalid (?:default )?value((?: at )(?:\.\w+|\[\d+\])+)?:/;
const ANY_VARIABLE = /^Variable "\$(\w+)"/;

const lastName = (path: string): string | undefined => [...path.matchAll(/(?:^|\.)(\w+)/g)].map((m) => m[1]).at(-1);

/** The field a GraphQL request error is about, read from its message; undefined when it names none. */
export function inputFieldOfMessage(message: string): string | undefined {
  const got = GOT_INVALID.exec(message);
  if (got) return lastName(got[2] ?? "") ?? got[1];
  const has = HAS_INVALID.exec(message);
  if (has) return lastName(has[3] ?? "") ?? has[1] ?? has[2];
  return ANY_VARIABLE.exec(message)?.[1];
}
