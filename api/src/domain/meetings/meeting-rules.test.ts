import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { videoFromEnv } from "../../config.ts";
import { startOfToday } from "./meeting-day.ts";
import { isValidVideoLink, meetingShapeError, normalizedMeeting } from "./meeting-input.ts";
import { internalRoomUrl, jitsiToken, newVideoRoom, requestVideoRoom } from "./video.ts";

describe("meeting rules (spec 1 §5)", () => {
  it("accepts http(s) links only ('Veuillez saisir un lien valide.')", () => {
    expect(isValidVideoLink("https://visio.example.fr/rcp")).toBe(true);
    expect(isValidVideoLink("http://meet.local:8443/room")).toBe(true);
    for (const bad of ["", "visio chez moi", "javascript:alert(1)", "ftp://x.fr/a", "https://", "mailto:a@b.fr"]) expect(isValidVideoLink(bad), bad).toBe(false);
  });

  it("requires the category, then the date, then a valid link for external video", () => {
    const at = new Date("2026-12-01T17:00:00Z");
    expect(meetingShapeError({ videoCallMode: "NO_VIDEO", scheduledAt: at })?.code).toBe("meeting_topic_required");
    expect(meetingShapeError({ videoCallMode: "NO_VIDEO", topicId: 1 })?.code).toBe("meeting_date_required");
    expect(meetingShapeError({ videoCallMode: "EXTERNAL", topicId: 1, scheduledAt: at, externalVideoLink: "x" })).toEqual({ code: "meeting_link_invalid", field: "externalVideoLink" });
    expect(meetingShapeError({ videoCallMode: "EXTERNAL", topicId: 1, scheduledAt: at, externalVideoLink: " https://a.fr/b " })).toBeNull();
    expect(meetingShapeError({ videoCallMode: "INTERNAL", topicId: 1, scheduledAt: at, externalVideoLink: "x" })).toBeNull();
  });

  it("keeps no link but for external video; an empty name is no name", () => {
    expect(normalizedMeeting({ videoCallMode: "NO_VIDEO", label: "  ", externalVideoLink: "https://a.fr" })).toEqual({ label: null, videoCallMode: "NO_VIDEO", externalVideoLink: null });
    expect(normalizedMeeting({ videoCallMode: "EXTERNAL", label: " RCP ", externalVideoLink: " https://a.fr " })).toEqual({ label: "RCP", videoCallMode: "EXTERNAL", externalVideoLink: "https://a.fr" });
  });
});

describe("the start of today (spec 1 §9), in Paris", () => {
  it("is midnight in Paris, winter and summer", () => {
    expect(startOfToday(new Date("2026-11-23T10:00:00Z")).toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(startOfToday(new Date("2026-11-22T23:30:00Z")).toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(startOfToday(new Date("2026-07-01T21:59:00Z")).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(startOfToday(new Date("2026-07-01T22:00:00Z")).toISOString()).toBe("2026-07-01T22:00:00.000Z");
  });
});

describe("Jitsi Meet", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  it("names rooms unguessably", () => {
    expect(newVideoRoom()).toMatch(/^consilium-[0-9a-f]{32}$/);
    expect(newVideoRoom()).not.toBe(newVideoRoom());
    expect(requestVideoRoom("s".repeat(32), 12)).toBe(requestVideoRoom("s".repeat(32), 12));
    expect(requestVideoRoom("s".repeat(32), 12)).not.toBe(requestVideoRoom("t".repeat(32), 12));
  });

  it("signs an HS256 token for the room, the participant and ten minutes", () => {
    const config = { appId: "consilium", secret: "0123456789abcdef0123" };
    const token = jitsiToken(config, "https://meet.example.org", "room-1", { id: 7, name: "Anne Durand" }, now);
    const [header, payload, signature] = token.split(".") as [string, string, string];
    expect(JSON.parse(Buffer.from(header, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    expect(createHmac("sha256", config.secret).update(`${header}.${payload}`).digest("base64url")).toBe(signature);
    expect(JSON.parse(Buffer.from(payload, "base64url").toString())).toMatchObject({ aud: "jitsi", iss: "consilium", sub: "meet.example.org", room: "room-1", exp: now.getTime() / 1000 + 600, context: { user: { id: "7", name: "Anne Durand" } } });
  });

  it("sends to the room, with a token only when configured; nowhere without a base URL", () => {
    expect(internalRoomUrl({ baseUrl: "https://meet.example.org", jwt: undefined, roomSecret: undefined }, "r", { id: 1, name: "A" }, now)).toBe("https://meet.example.org/r");
    expect(internalRoomUrl({ baseUrl: "https://meet.example.org", jwt: { appId: "a", secret: "0123456789abcdef" }, roomSecret: undefined }, "r", { id: 1, name: "A" }, now)).toMatch(/^https:\/\/meet\.example\.org\/r\?jwt=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(internalRoomUrl({ baseUrl: undefined, jwt: undefined, roomSecret: undefined }, "r", { id: 1, name: "A" }, now)).toBeNull();
  });

  it("reads VIDEO_* and refuses wrong values at start", () => {
    expect(videoFromEnv({})).toEqual({ baseUrl: undefined, jwt: undefined, roomSecret: undefined });
    expect(videoFromEnv({ VIDEO_BASE_URL: "https://meet.example.org/", VIDEO_JWT_APP_ID: "app", VIDEO_JWT_SECRET: "0123456789abcdef" })).toEqual({
      baseUrl: "https://meet.example.org",
      jwt: { appId: "app", secret: "0123456789abcdef" },
      roomSecret: "0123456789abcdef",
    });
    expect(() => videoFromEnv({ VIDEO_BASE_URL: "meet.example.org" })).toThrow(/VIDEO_BASE_URL/);
    expect(() => videoFromEnv({ VIDEO_JWT_APP_ID: "app" })).toThrow(/go together/);
    expect(() => videoFromEnv({ VIDEO_JWT_APP_ID: "app", VIDEO_JWT_SECRET: "short" })).toThrow(/16/);
  });
});
