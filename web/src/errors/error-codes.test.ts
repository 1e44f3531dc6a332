import { describe, expect, it } from "vitest";
import { errorCodesOf, errorText, isAuthErrorCode } from "./error-codes.ts";

describe("errorText", () => {
  const translations = { invalid_credentials: "Adresse e-mail ou mot de passe incorrect." };
  it("translates known codes on the client", () => {
    expect(errorText({ code: "invalid_credentials", message: "Incorrect email address or password." }, translations, "?")).toBe(
      "Adresse e-mail ou mot de passe incorrect.",
    );
  });
  it("falls back to the server's message, then to the generic text", () => {
    expect(errorText({ code: "brand_new_code", message: "Nouveau message du serveur." }, translations, "Erreur")).toBe("Nouveau message du serveur.");
    expect(errorText({ code: "brand_new_code", message: "  " }, translations, "Erreur")).toBe("Erreur");
    expect(errorText({ code: "brand_new_code" }, translations, "Erreur")).toBe("Erreur");
  });
  it("does not read inherited properties as translations", () => {
    expect(errorText({ code: "toString", message: "m" }, translations, "Erreur")).toBe("m");
  });
});

describe("errorCodesOf", () => {
  it("collects extensions.code and skips malformed entries", () => {
    const errors = [{ message: "a", extensions: { code: "session_expired" } }, { message: "b" }, null, { extensions: { code: 3 } }, { extensions: { code: "not_found" } }];
    expect(errorCodesOf(errors)).toEqual(["session_expired", "not_found"]);
    expect(errorCodesOf(undefined)).toEqual([]);
  });
});

describe("isAuthErrorCode", () => {
  it("recognises the two session codes only", () => {
    expect(isAuthErrorCode("session_expired")).toBe(true);
    expect(isAuthErrorCode("unauthenticated")).toBe(true);
    expect(isAuthErrorCode("forbidden")).toBe(false);
    expect(isAuthErrorCode(null)).toBe(false);
  });
});
