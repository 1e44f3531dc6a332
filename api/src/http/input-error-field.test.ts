import { describe, expect, it } from "vitest";
import { inputFieldOfMessage } from "./input-error-field.ts";

describe("the field of a GraphQL input error", () => {
  it("is the innermost input field, else the variable or the argument", () => {
    expect(inputFieldOfMessage('Variable "$away" has invalid value at .since: Expected value of type "Date", found "2026-13-01".')).toBe("since");
    expect(inputFieldOfMessage('Variable "$input" has invalid value at .answers[2].day: bad')).toBe("day");
    expect(inputFieldOfMessage('Variable "$ids" has invalid value at [3]: bad')).toBe("ids");
    expect(inputFieldOfMessage('Variable "$search" has invalid value: Expected value of type "String!", found null.')).toBe("search");
    expect(inputFieldOfMessage('Argument "Query.communes(search:)" has invalid value: bad')).toBe("search");
    expect(inputFieldOfMessage('Variable "$away" got invalid value "2026-13-01" at "away.since"; Date must be a calendar day')).toBe("since");
    expect(inputFieldOfMessage('Variable "$input" got invalid value "a at \\"b\\"" at "input.answers[2].day"; bad')).toBe("day");
    expect(inputFieldOfMessage('Variable "$ids" got invalid value 1 at "ids[3]"; bad')).toBe("ids");
    expect(inputFieldOfMessage('Variable "$search" of non-null type "String!" must not be null.')).toBe("search");
    expect(inputFieldOfMessage("Syntax Error: Unexpected Name")).toBeUndefined();
  });
});
