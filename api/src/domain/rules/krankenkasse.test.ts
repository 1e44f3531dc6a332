import { describe, expect, it } from "vitest";
import { checkKrankenkasse } from "./krankenkasse.ts";

describe("Krankenkasse", () => {
  it("accepts a name, or an IK of 9 digits (spaces removed)", () => {
    expect(checkKrankenkasse("  AOK  Bayern ")).toEqual({ ok: true, value: "AOK Bayern", ik: false });
    expect(checkKrankenkasse("108 310 400")).toEqual({ ok: true, value: "108310400", ik: true });
  });

  it("refuses an IK of another length and a name without a letter", () => {
    expect(checkKrankenkasse("10831040")).toEqual({ ok: false, problem: "krankenkasse_ik" });
    expect(checkKrankenkasse("1083104001")).toEqual({ ok: false, problem: "krankenkasse_ik" });
    expect(checkKrankenkasse("--")).toEqual({ ok: false, problem: "krankenkasse_name" });
    expect(checkKrankenkasse("A")).toEqual({ ok: false, problem: "krankenkasse_name" });
  });
});
