/**
 * Punycode (RFC 3492), to show an internationalised host the way its owner registered it
 * (`xn--bcher-kva.example` → `bücher.example`). A decoded label is verified before it is trusted (see
 * `verifyLabel`): the encoder is there for the round trip.
 */
import { HIDDEN } from './hidden.js';

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

const encodeDigit = (d: number) => String.fromCharCode(d < 26 ? d + 0x61 : d - 26 + 0x30);

/** Encodes one label to Punycode (without `xn--`), lower-case as the URL parser writes it. */
export function encodePunycode(input: string): string {
  const points = [...input].map((c) => c.codePointAt(0) ?? 0);
  let output = points.filter((p) => p < 0x80).map((p) => String.fromCharCode(p)).join('');
  const basic = output.length;
  let handled = basic;
  if (basic > 0) output += '-';
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  while (handled < points.length) {
    const m = Math.min(...points.filter((p) => p >= n));
    delta += (m - n) * (handled + 1);
    n = m;
    for (const p of points) {
      if (p < n) delta++;
      if (p !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
        if (q < t) break;
        output += encodeDigit(t + ((q - t) % (BASE - t)));
        q = Math.floor((q - t) / (BASE - t));
      }
      output += encodeDigit(q);
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return output.toLowerCase();
}

/** How IDNA maps text before a host is written, near enough: NFKC, then case folding (Cherokee folds to capitals). */
export function idnaFold(text: string): string {
  return [...text.normalize('NFKC')].map((c) => (/\p{Script=Cherokee}/u.test(c) ? c.toUpperCase() : c.toLowerCase())).join('');
}

/**
 * The Unicode form of one `xn--` label, or `undefined` when it must not be trusted and is shown as written:
 * it must decode and round-trip (encoding the result gives the same label back), must not be plain ASCII
 * (`xn--google-` is "google" in disguise), must be in NFC, and must hold no format, control, space or
 * blank-looking character and nothing IDNA would have mapped to something else (UTS #46 section 4.1, the
 * validity criteria the browser's parser applies only in part): no full stop of any form (`google。com` is one
 * label that reads as two), slash or at-sign.
 */
export function verifyLabel(label: string): string | undefined {
  if (!/^xn--/i.test(label)) return undefined;
  const encoded = label.slice(4).toLowerCase();
  const decoded = decodePunycode(encoded);
  if (decoded === undefined || decoded === '' || encodePunycode(decoded) !== encoded) return undefined;
  if (!/[^\p{ASCII}]/u.test(decoded) || decoded.normalize('NFC') !== decoded || HIDDEN.test(decoded)) return undefined;
  // The ideographic full stop and its forms: IDNA reads them as "." when written, so decoded they make two labels of one.
  if (/[\u3002\uff61\ufe12]/u.test(decoded)) return undefined;
  for (const c of decoded) if (idnaFold(c) !== c) return undefined;
  return decoded;
}

/** A host with every `xn--` label decoded that passes `verifyLabel`; the others are kept as they are. */
export function hostToUnicode(host: string): string {
  return host
    .split('.')
    .map((label) => verifyLabel(label) ?? label)
    .join('.');
}
