import type { CallContext } from "../call/call-context.ts";

type Batch<K, V> = { keys: K[]; answer: Promise<Map<K, V>> };
type Loader<K, V> = (context: CallContext, keys: readonly K[]) => Promise<Map<K, V>>;

/**
 * A field resolved once per row of a list would cost one query per row; this gathers the keys
 * the rows of one GraphQL call ask for in the same tick and loads them in one call of `load`.
 * Batches live on the call context (a WeakMap), so nothing outlives the call and two callers
 * never share an answer.
 */
export function perCallBatch<K, V>(load: Loader<K, V>): (context: CallContext, key: K) => Promise<V | undefined> {
  const pending = new WeakMap<CallContext, Batch<K, V>>();
  return (context, key) => {
    let batch = pending.get(context);
    if (!batch) {
      const keys: K[] = [];
      // After the promise jobs already queued and one more turn, as DataLoader waits: the rows of
      // a list resolve their fields across several promise jobs, not in one synchronous pass.
      const answer = Promise.resolve()
        .then(() => new Promise<void>((resolve) => process.nextTick(resolve)))
        .then(() => {
          pending.delete(context);
          return load(context, keys);
        });
      batch = { keys, answer };
      pending.set(context, batch);
    }
    batch.keys.push(key);
    return batch.answer.then((values) => values.get(key));
  };
}
