import { describe, expect, it } from "vitest";
import { parseMapConfig } from "./map-config.ts";

describe("the maps' configuration as the server sends it (issue 19 item 4)", () => {
  it("takes an http(s) or same-site style address, and draws the built-in map for anything else", () => {
    expect(parseMapConfig({ styleUrl: "https://tiles.example.org/style.json" })).toEqual({ styleUrl: "https://tiles.example.org/style.json" });
    expect(parseMapConfig({ styleUrl: "/tiles/style.json" })).toEqual({ styleUrl: "/tiles/style.json" });
    expect(parseMapConfig({ styleUrl: null })).toEqual({ styleUrl: null });
    expect(parseMapConfig({ styleUrl: "javascript:alert(1)" })).toEqual({ styleUrl: null });
    expect(parseMapConfig({ styleUrl: "//elsewhere.example/style.json" })).toEqual({ styleUrl: null });
    expect(parseMapConfig(null)).toEqual({ styleUrl: null });
  });
});
