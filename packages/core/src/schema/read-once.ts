/**
 * `readOnce`: a request object read once per way of checking its defaults. A request is read many times on its
 * way: the client asks whether it can be shown, checks the answer, logs it; each element that renders it reads it
 * (a chat transcript mounting it again as it scrolls back into view, a reconnect, a second element). The result
 * is kept per request object for as long as that object lives, and shared: whoever reads it never changes it.
 * A request is taken as it was received: one changed in place is not read again (the elements, like Lit, see a
 * new request only in a new object).
 */
import { checkValue } from '../validate/value.js';
import { isObject } from '../json.js';
import type { ParseResult } from './fields.js';
import { readForm, type CheckDefault } from './read-form.js';

/** By check (two at most: `checkValue`, `validateValue`), by request object. */
const reads = new WeakMap<CheckDefault, WeakMap<object, ParseResult>>();

/** `readForm(params, check)`, kept per request object and per check. */
export function readOnce(params: unknown, check: CheckDefault = checkValue): ParseResult {
  if (!isObject(params)) return readForm(params, check);
  let byRequest = reads.get(check);
  if (!byRequest) reads.set(check, (byRequest = new WeakMap()));
  let result = byRequest.get(params);
  if (!result) byRequest.set(params, (result = readForm(params, check)));
  return result;
}
