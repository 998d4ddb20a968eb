/**
 * `parse`: form-request params (as received, untrusted) → field descriptors, or the list of everything that is
 * wrong with them (read-form.ts), each default checked as an answer would be, its format included.
 */
import type { ParseResult } from './fields.js';
import { validateValue } from '../validate/content.js';
import { readForm } from './read-form.js';
import { readOnce } from './read-once.js';

/** Parse form-mode request params into a renderable form, or the problems that stop it. */
export function parse(params: unknown): ParseResult {
  return readForm(params, validateValue);
}

/** `parse`, kept per request object (see read-once.ts): the result is shared, and never to be changed. */
export function parseOnce(params: unknown): ParseResult {
  return readOnce(params, validateValue);
}
