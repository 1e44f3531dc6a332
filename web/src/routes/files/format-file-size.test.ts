import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format-file-size.ts";

describe("formatFileSize", () => {
  it("uses o, ko, Mo, Go in French, with a French decimal comma", () => {
    expect(formatFileSize(512, "fr")).toBe("512\u00a0o");
    expect(formatFileSize(1536, "fr-BE")).toBe("1,5\u00a0ko");
    expect(formatFileSize(50 * 1_048_576, "fr")).toBe("50\u00a0Mo");
    expect(formatFileSize(3 * 1024 ** 3, "fr")).toBe("3\u00a0Go");
  });

  it("uses B, KB, MB, GB elsewhere", () => {
    expect(formatFileSize(1536, "de")).toBe("1,5\u00a0KB");
    expect(formatFileSize(1536, "en")).toBe("1.5\u00a0KB");
    expect(formatFileSize(250 * 1_048_576, "nl-BE")).toBe("250\u00a0MB");
    expect(formatFileSize(0, "en")).toBe("0\u00a0B");
  });
});
