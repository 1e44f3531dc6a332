import { describe, expect, it, vi } from "vitest";
import { createExpoPushSender } from "./expo-push.ts";

const message = (n: number) => ({ to: `ExponentPushToken[device${String(n).padStart(6, "0")}]`, title: "Nouveau message", body: "Un message vous attend sur une demande.", data: { url: "/request/1" } });

describe("the Expo push adapter", () => {
  it("posts the messages as Expo's JSON, 100 at a time, with the access token", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response("{}", { status: 200 });
    });
    await createExpoPushSender("https://push.example/send", "secret", fakeFetch as typeof fetch).send(Array.from({ length: 150 }, (_, n) => message(n)));
    expect(calls.map((call) => (JSON.parse(String(call.init.body)) as unknown[]).length)).toEqual([100, 50]);
    expect(calls[0]?.url).toBe("https://push.example/send");
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe("Bearer secret");
    expect((JSON.parse(String(calls[0]?.init.body)) as unknown[])[0]).toEqual({ ...message(0), sound: "default" });
  });

  it("drops a failed batch with a warning and goes on with the next", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let call = 0;
    const fakeFetch = vi.fn(async () => {
      call += 1;
      if (call === 1) throw new Error("network down");
      return new Response("{}", { status: 500 });
    });
    await expect(createExpoPushSender("https://push.example/send", undefined, fakeFetch as typeof fetch).send(Array.from({ length: 101 }, (_, n) => message(n)))).resolves.toBeUndefined();
    expect(fakeFetch).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
