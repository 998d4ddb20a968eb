/**
 * Punycode (RFC 3492) decoding, to show an internationalised host the way its owner registered it
 * (`xn--bcher-kva.example` → `bücher.example`). Only decoding is needed: the URL parser already gives the
 * ASCII form.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26; // 0-9
  if (code >= 0x41 && code <= 0x5a) return code - 0x41; // A-Z
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // a-z
  return BASE;
}

/** Decodes one Punycode label (without `xn--`); `undefined` when it is not valid Punycode. */
export function decodePunycode(input: string): string | undefined {
  const output: number[] = [];
  const basicEnd = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(basicEnd, 0); j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length; ) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return undefined;
      const digit = digitOf(input.charCodeAt(index++));
      if (digit >= BASE) return undefined;
      i += digit * w;
      if (!Number.isSafeInteger(i)) return undefined;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    const points = output.length + 1;
    bias = adapt(i - oldI, points, oldI === 0);
    n += Math.floor(i / points);
    i %= points;
    if (n > MAX_CODE_POINT) return undefined;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

/** A host with every `xn--` label decoded; labels that are not valid Punycode are kept as they are. */
export function hostToUnicode(host: string): string {
  return host
    .split('.')
    .map((label) => (/^xn--/i.test(label) ? (decodePunycode(label.slice(4)) ?? label) : label))
    .join('.');
}
