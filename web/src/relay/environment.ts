import { i18n } from "@lingui/core";
import { Environment, Network, RecordSource, Store } from "relay-runtime";
import { reauthGate } from "../session/reauth-gate.ts";
import { unvalidatedNotice } from "../session/unvalidated-notice.ts";
import { createFetchGraphQL } from "./fetch-graphql.ts";
import { subscribeGraphQL } from "./subscriptions.ts";

const fetchGraphQL = createFetchGraphQL({
  fetch: (input, init) => window.fetch(input, init),
  cookies: () => document.cookie,
  locale: () => i18n.locale,
  gate: reauthGate,
  onUnvalidated: unvalidatedNotice.report,
});

/** A fresh store: created at start and after every login or logout, so no data outlives its session. */
export function createRelayEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}

let current: Environment | null = null;

/** The environment the app renders with: route loaders start their screens' queries in it. */
export function currentRelayEnvironment(): Environment {
  current ??= createRelayEnvironment();
  return current;
}

/** Swaps in an empty environment (login, logout, language switch) before the next navigation's loaders run. */
export function replaceRelayEnvironment(): Environment {
  current = createRelayEnvironment();
  return current;
}
