import type { PubSub } from "../ports.ts";
import type { AccessRecorder } from "./access-trail.ts";

/**
 * The pubsub a command sees, recording in the caller's access trail each change it announces on
 * a request (`requestUpdated`, published after the commit, so a rolled-back change is not
 * recorded either). Read marks ("read") are the side effect of a read, which is recorded as such.
 */
export function pubSubRecordingWrites(pubsub: PubSub, trail: AccessRecorder): PubSub {
  return {
    publish(topic, ...args) {
      const payload = args[1];
      if (topic === "requestUpdated" && "kind" in payload && payload.kind !== "read") {
        trail.write({ type: "request", id: payload.requestId, requestId: payload.requestId }, payload.kind);
      }
      pubsub.publish(topic, ...args);
    },
    subscribe: (topic, id) => pubsub.subscribe(topic, id),
    close: () => pubsub.close(),
  };
}
