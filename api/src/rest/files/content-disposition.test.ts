import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition.ts";

describe("contentDisposition", () => {
  it("names the download exactly in UTF-8, with an ASCII fallback for old clients (RFC 6266)", () => {
    expect(contentDisposition("inline", "échographie-cœur.png")).toBe(`inline; filename="echographie-coeur.png"; filename*=UTF-8''%C3%A9chographie-c%C5%93ur.png`);
    expect(contentDisposition("attachment", `a "b"; 100%\\.txt`)).toBe(`attachment; filename="a _b__ 100__.txt"; filename*=UTF-8''a%20%22b%22%3B%20100%25%5C.txt`);
    expect(contentDisposition("attachment", "日本 (1)'s.pdf")).toBe(`attachment; filename="__ (1)'s.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%20%281%29%27s.pdf`);
  });
});
