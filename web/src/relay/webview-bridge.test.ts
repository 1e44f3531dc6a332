import { describe, expect, it, vi } from "vitest";
import { createBridgedFetch, type BridgeRequest } from "./webview-bridge.ts";

/** A fake shell: records what the page posts, and answers through the listener when told. */
function fakeShell() {
  const posted: BridgeRequest[] = [];
  let handler: ((data: unknown) => void) | null = null;
  return {
    posted,
    shell: { postMessage: (message: string) => posted.push(JSON.parse(message) as BridgeRequest) },
    listen: (next: (data: unknown) => void) => {
      handler = next;
      return () => {
        handler = null;
      };
    },
    answer: (data: unknown) => handler?.(data),
  };
}

describe("the mobile webview bridge", () => {
  it("posts the call to the shell and answers with the shell's response of the same id", async () => {
    const fake = fakeShell();
    const bridged = createBridgedFetch(fake.shell, fake.listen, vi.fn());
    const pending = bridged("/graphql", { method: "POST", headers: { "content-type": "application/json", "x-csrf-token": "t" }, body: '{"query":"{ viewer { id } }"}' });
    expect(fake.posted).toEqual([{ type: "consilium:fetch", id: expect.any(String), url: "/graphql", method: "POST", headers: { "content-type": "application/json", "x-csrf-token": "t" }, body: '{"query":"{ viewer { id } }"}' }]);
    fake.answer(JSON.stringify({ type: "consilium:fetch-result", id: "another", status: 500, body: "" }));
    fake.answer({ type: "consilium:fetch-result", id: fake.posted[0]?.id, status: 200, headers: { "content-type": "application/json" }, body: '{"data":{"viewer":null}}' });
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { viewer: null } });
  });

  it("fails like the network when the shell reports an error or never answers", async () => {
    const fake = fakeShell();
    const bridged = createBridgedFetch(fake.shell, fake.listen, vi.fn(), 20);
    const failing = bridged("/graphql", { method: "POST", body: "{}" });
    fake.answer({ type: "consilium:fetch-error", id: fake.posted[0]?.id, message: "offline" });
    await expect(failing).rejects.toThrow(TypeError);
    await expect(bridged("/graphql", { method: "POST", body: "{}" })).rejects.toThrow(/timed out/);
  });

  it("leaves uploads to the browser's fetch", async () => {
    const fake = fakeShell();
    const fallback = vi.fn(async () => new Response("ok"));
    await createBridgedFetch(fake.shell, fake.listen, fallback)("/api/v1/users/me/identification", { method: "POST", body: new Blob(["x"]) });
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(fake.posted).toEqual([]);
  });
});
