import { describe, expect, it } from "vitest";
import { grantableScopes, parseScopes, restRouteScope } from "./partner-scopes.ts";

describe("partner scopes", () => {
  it("reads an OAuth scope value, keeping known scopes in order, once", () => {
    expect(parseScopes("directory:read requests:read openid requests:read")).toEqual(["requests:read", "directory:read"]);
    expect(parseScopes("")).toEqual([]);
  });

  it("grants only what was asked within what the application was registered for", () => {
    expect(grantableScopes(["requests:read", "requests:write", "billing:read"], ["requests:read", "billing:read"])).toEqual(["requests:read", "billing:read"]);
    expect(grantableScopes(["admin:write"], ["requests:read"])).toEqual([]);
  });

  it("maps REST routes to the scope of their area, reads apart from writes", () => {
    expect(restRouteScope("requests", "GET")).toBe("requests:read");
    expect(restRouteScope("messages", "POST")).toBe("requests:write");
    expect(restRouteScope("directory", "GET")).toBe("directory:read");
    expect(restRouteScope("groups", "POST")).toBeNull();
    expect(restRouteScope("session", "POST")).toBeNull();
    expect(restRouteScope("settings", "GET")).toBeNull();
  });
});
