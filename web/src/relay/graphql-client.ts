import { i18n } from "@lingui/core";
import { reauthGate } from "../session/reauth-gate.ts";
import { unvalidatedNotice } from "../session/unvalidated-notice.ts";
import { createFetchGraphQL } from "./fetch-graphql.ts";

// Inside the mobile app's shell, calls are relayed through it (spec 2 §7 webview bridge); the
// bridge's code is a chunk of its own that a browser never downloads (the login page's budget).
const shellFetch = "ReactNativeWebView" in window ? import("./webview-bridge.ts").then((module) => module.mobileShellFetch()) : null;

/**
 * The app's one GraphQL-over-HTTP call: Relay's network layer (./environment.ts) and the public
 * pages that run without Relay (./fetch-operation.ts) send through it, with the same headers,
 * re-login wait and error handling. It needs no Relay code, so the login page does not load it.
 */
export const fetchGraphQL = createFetchGraphQL({
  fetch: (input, init) => (shellFetch ? shellFetch.then((bridged) => (bridged ? bridged(input, init) : window.fetch(input, init))) : window.fetch(input, init)),
  cookies: () => document.cookie,
  locale: () => i18n.locale,
  gate: reauthGate,
  onUnvalidated: unvalidatedNotice.report,
});
