import type { MessageDescriptor } from "@lingui/core";

// Error texts that load with a later chunk (the main layout's) register here; useErrorText reads
// them beside its own, so a screen shows every code's text once that chunk is loaded.
const registered: Record<string, MessageDescriptor> = {};

export function registerErrorMessages(messages: Record<string, MessageDescriptor>): void {
  Object.assign(registered, messages);
}

export function registeredErrorMessages(): Readonly<Record<string, MessageDescriptor>> {
  return registered;
}
