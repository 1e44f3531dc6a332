import { describe, expect, it } from "vitest";
import { downloadTarget } from "./download-target.ts";

describe("downloadTarget", () => {
  it("offers a path of our own origin, with its title", () => {
    expect(downloadTarget("?url=%2Fapi%2Fv1%2Frequests%2F12%2Freport%2Fpdf&title=Compte%20rendu")).toEqual({ url: "/api/v1/requests/12/report/pdf", title: "Compte rendu" });
    expect(downloadTarget("?url=/api/v1/requests/12/files/zip")).toEqual({ url: "/api/v1/requests/12/files/zip", title: null });
  });

  it("refuses an absolute, protocol-relative or disguised address, and a missing one", () => {
    for (const url of ["https://evil.example/x.pdf", "//evil.example/x.pdf", "/\\evil.example/x.pdf", "javascript:alert(1)", "relative/file.pdf", ""]) {
      expect(downloadTarget(`?${new URLSearchParams({ url })}`), url).toBeNull();
    }
    expect(downloadTarget("?title=Rapport")).toBeNull();
  });
});
