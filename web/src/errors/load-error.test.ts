import { describe, expect, it } from "vitest";
import { LoadError, loadModule } from "./load-error.ts";

describe("loadModule", () => {
  it("passes a loaded module through", async () => {
    await expect(loadModule(async () => ({ answer: 42 }))).resolves.toEqual({ answer: 42 });
  });
  it("turns any failure into a LoadError that keeps the cause", async () => {
    const cause = new TypeError("Failed to fetch dynamically imported module: /assets/LoginPage-x.js");
    const error = await loadModule(() => Promise.reject(cause)).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(LoadError);
    expect((error as LoadError).cause).toBe(cause);
    expect((error as LoadError).message).toContain("LoginPage");
  });
});
