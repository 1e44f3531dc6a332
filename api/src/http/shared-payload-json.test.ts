import { describe, expect, it } from "vitest";
import { expandSharedData, markSharedData, sharedDataReplacer } from "./shared-payload-json.ts";

// graphql-ws writes each message as JSON.stringify({ id, type, payload }, replacer).
const message = (id: string, payload: object) => JSON.stringify({ id, type: "next", payload }, sharedDataReplacer);

describe("a subscription payload shared by many sockets", () => {
  it("reaches each socket as the same JSON as if serialised for it alone", () => {
    const data = { requestEvent: { kind: "MESSAGE", request: { id: "UmVxdWVzdDox", description: 'Douleur "thoracique" \\ depuis 2 h', messages: [{ content: "é ✓ \u2028" }] } } };
    markSharedData(data);
    for (const id of ["1", "2", "sub-3"]) {
      const sent = expandSharedData(message(id, { data }));
      expect(sent).toBe(JSON.stringify({ id, type: "next", payload: { data } }));
      expect(JSON.parse(sent)).toEqual({ id, type: "next", payload: { data } });
    }
  });

  it("does not carry its token out of the process, and serialises the data once", () => {
    const data = { requestEvent: { kind: "STATUS" } };
    markSharedData(data);
    const written = message("1", { data });
    expect(written).not.toContain('"requestEvent"');
    expect(written).toContain("__consilium_shared_payload_");
    expect(expandSharedData(written)).not.toContain("__consilium_shared_payload_");
  });

  it("leaves unmarked payloads and look-alike tokens from clients as they are", () => {
    const data = { requestEvent: { kind: "MESSAGE" } };
    expect(expandSharedData(message("1", { data }))).toBe(JSON.stringify({ id: "1", type: "next", payload: { data } }));
    // A client picks its subscription ids, a user writes messages: neither can name a payload.
    const forged = `__consilium_shared_payload_${"0".repeat(32)}`;
    const shared = { requestEvent: { kind: "MESSAGE", text: forged } };
    markSharedData(shared);
    const sent = expandSharedData(message(forged, { data: shared }));
    expect(JSON.parse(sent)).toEqual({ id: forged, type: "next", payload: { data: shared } });
  });

  it("keeps errors beside the shared data", () => {
    const data = { requestEvent: null };
    markSharedData(data);
    const payload = { data, errors: [{ message: "Introuvable", extensions: { code: "not_found" } }] };
    expect(JSON.parse(expandSharedData(message("7", payload)))).toEqual({ id: "7", type: "next", payload });
  });
});
