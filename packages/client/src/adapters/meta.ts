/** A request's `_meta`, added to: what the drafts the driver carries (its language, a denial's context) share. */
import { isObject } from '@mcp-elicit/core/base';

/** `params` with `value` under `key` in its `_meta` (undefined: as they are); the request's own `_meta` keys stay. */
export function withMeta<P extends object>(params: P, key: string, value: unknown): P {
  if (value === undefined) return params;
  const meta = (params as { _meta?: unknown })._meta;
  return { ...params, _meta: { ...(isObject(meta) ? meta : {}), [key]: value } };
}
