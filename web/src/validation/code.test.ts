import { expect, it } from "vitest";
import { cleanCodeInput } from "./code.ts";

it("keeps the digits of what is typed or pasted, six at most", () => {
  expect(cleanCodeInput(" 12 34-56 78")).toBe("123456");
  expect(cleanCodeInput("code: 0042")).toBe("0042");
});
