/**
 * What the person has done to the form's fields, held for the form: the values, the fields left (`touched`: their
 * errors show from then on), the controls holding text the browser cannot read, and whether a submit was tried. One
 * object per request on the form, read by the render through plain maps (no object per field); the form updates on
 * each change.
 */
import type { RawValue } from '@mcp-elicit/core';
import { fieldDomOf } from './fields.js';

export class FieldState {
  /** Fields the person has left: their errors show from then on. */
  readonly touched: Set<string>;
  /**
   * Fields whose control holds text the browser cannot read (a half-typed date, "1e" in a number input):
   * their `value` is empty, so without this they would pass as "not answered".
   */
  unreadable = new Set<string>();
  /** Whether a submit was tried since the request arrived (every error shows, and the summary). */
  submitted = false;

  /**
   * The state of one request's form, from its starting `values` (a new request gets a new one); `restored`, fields
   * a draft brought back, show their errors as if left.
   */
  constructor(
    readonly values = new Map<string, RawValue>(),
    restored?: readonly string[],
  ) {
    this.touched = new Set(restored);
  }

  /** Reads a field's `input` or `change` event (each field reports with one kind); returns whether it was one. */
  read(event: Event): boolean {
    const dom = fieldDomOf(event.target);
    if (!dom || dom.on !== event.type) return false;
    const { key } = dom.field;
    const { value, bad = false } = dom.read(event.target as HTMLInputElement | HTMLSelectElement, this.values.get(key) ?? null);
    this.values.set(key, value);
    if (bad) this.unreadable.add(key);
    else this.unreadable.delete(key);
    return true;
  }

  /** Reads which controls hold unreadable text; partial dates change no value, so no input event says so. */
  syncUnreadable(root: ParentNode): void {
    this.unreadable = new Set([...root.querySelectorAll<HTMLInputElement>('input')].filter((i) => i.validity.badInput).map((i) => i.name));
  }
}
