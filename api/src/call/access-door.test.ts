import { describe, expect, it } from "vitest";
import { accessDoorOf } from "./access-door.ts";

const call = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });

describe("accessDoorOf", () => {
  it("names the door of the access trail from the path and what the client says of itself", () => {
    expect(accessDoorOf(call("/api/v1/requests/3"))).toBe("rest");
    // A REST call that claims to be the web app is still REST: the header names GraphQL clients only.
    expect(accessDoorOf(call("/api/v1/requests/3", { "x-consilium-client": "web" }))).toBe("rest");
    expect(accessDoorOf(call("/graphql", { "x-consilium-client": "web" }))).toBe("web");
    expect(accessDoorOf(call("/graphql"))).toBe("graphql");
    expect(accessDoorOf(call("/graphql", { "x-consilium-client": "partner-app" }))).toBe("graphql");
  });

  it("counts a browser's socket (it sends an Origin) as the web app's, any other socket as GraphQL", () => {
    expect(accessDoorOf(call("/graphql", { upgrade: "websocket", origin: "http://localhost:3000" }))).toBe("web");
    expect(accessDoorOf(call("/graphql", { upgrade: "websocket" }))).toBe("graphql");
    expect(accessDoorOf(call("/api/v1/realtime/websocket", { upgrade: "websocket", origin: "http://localhost:3000" }))).toBe("rest");
  });
});
