import type { PushMessage, PushSender } from "../domain/ports.ts";

// The Expo push API (https://docs.expo.dev/push-notifications/sending-notifications/): a POST of
// up to 100 messages as JSON. A failure is logged and dropped: a push is a courtesy on top of the
// web's live updates and the SMS alerts, never the only way a doctor learns of a request.
const BATCH = 100;
const TIMEOUT_MS = 10_000;

export function createExpoPushSender(url: string, accessToken?: string, fetchImpl: typeof fetch = fetch): PushSender {
  return {
    async send(messages: PushMessage[]) {
      for (let start = 0; start < messages.length; start += BATCH) {
        const batch = messages.slice(start, start + BATCH).map((message) => ({ to: message.to, title: message.title, body: message.body, data: message.data, sound: "default" }));
        try {
          const response = await fetchImpl(url, {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json", ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
            body: JSON.stringify(batch),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
          if (!response.ok) console.warn(`[push] the push service answered ${response.status} for ${batch.length} messages`);
        } catch (error: unknown) {
          console.warn(`[push] ${batch.length} messages not sent`, error instanceof Error ? error.message : error);
        }
      }
    },
  };
}
