/**
 * Unicode confusable skeletons (UTS #39, "Unicode Security Mechanisms", section 4): two strings that look
 * alike have the same skeleton. skeleton(X) = NFD(X), each code point replaced by its prototype from
 * `confusables.txt`, NFD again. Core ships no table of its own: the caller passes one (the elements load a
 * compact one, generated at build time, with the Public Suffix List).
 */

/** Code point → its prototype (an ASCII letter or digit sequence, or a separator). */
export type ConfusableTable = ReadonlyMap<number, string>;

/**
 * Reads the compact form: `[prototype, code points]` rows, the code points as base-36 deltas separated by
 * commas (the first one from 0).
 */
export function confusableTable(rows: readonly (readonly [string, string])[]): ConfusableTable {
  const table = new Map<number, string>();
  for (const [prototype, deltas] of rows) {
    let point = 0;
    for (const delta of deltas.split(',')) {
      point += parseInt(delta, 36);
      table.set(point, prototype);
    }
  }
  return table;
}

/** The UTS #39 skeleton of `text` under `table`. */
export function skeleton(text: string, table: ConfusableTable): string {
  let out = '';
  for (const c of text.normalize('NFD')) out += table.get(c.codePointAt(0) ?? 0) ?? c;
  return out.normalize('NFD');
}
