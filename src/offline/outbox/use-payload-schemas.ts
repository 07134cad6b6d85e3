import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { OutboxKind } from './outbox-kind';

/** A kind's payload schema, or null when it could not be loaded (then its entries read 'Saved change'). */
export type LoadedSchemas = ReadonlyMap<string, z.ZodType<unknown> | null>;

/**
 * The payload schemas of `kinds`, loaded on first use (outbox-kind.ts: zod is not part of the
 * app's start); undefined until every one has loaded or failed, so a list never shows a
 * placeholder title first.
 */
export function usePayloadSchemas(kinds: OutboxKind<unknown>[]): LoadedSchemas | undefined {
  const [loaded, setLoaded] = useState<LoadedSchemas>(new Map());
  const missing = kinds.filter((kind) => !loaded.has(kind.kind));
  const missingKey = missing.map((kind) => kind.kind).join(' ');
  useEffect(() => {
    if (missing.length === 0) return;
    let current = true;
    const load = (kind: OutboxKind<unknown>) =>
      kind.payload().then(
        (schema) => [kind.kind, schema] as const,
        () => [kind.kind, null] as const,
      );
    void Promise.all(missing.map(load)).then((pairs) => {
      if (current) setLoaded((before) => new Map([...before, ...pairs]));
    });
    return () => {
      current = false;
    };
    // missingKey names the same kinds as `missing`, which is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missingKey]);
  return missing.length === 0 ? loaded : undefined;
}
