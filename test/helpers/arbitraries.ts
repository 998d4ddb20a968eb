/**
 * fast-check generators for the flat schema subset and for candidate answers, shared by the differential
 * tests (and later fuzzing). Schemas are always inside the subset; answers are anything JSON can carry,
 * biased towards the edges of each rule (lengths, bounds, calendar and format corner cases).
 */
import fc from 'fast-check';
import type { Field, RawValue } from '@mcp-elicit/core';

type Json = { [key: string]: unknown };

/**
 * Property keys. Names of Object.prototype members are left out on purpose: ajv (ownProperties: false) reads
 * inherited members as if they were sent, the kit reads own properties only; the adversarial corpus covers them.
 */
const KEYS = ['name', 'age', 'email', 'site', 'day', 'when', 'size', 'tags', 'ok', 'score', 'n', 'a-b', 'ü', '0'];

const OPTION_VALUES = ['a', 'b', 'c', 'd', 'e', 'Ω', ''];

const count = fc.integer({ min: 0, max: 6 });

/** Two optional bounds with low ≤ high. */
function bounds<T>(arb: fc.Arbitrary<T>, lowKey: string, highKey: string, less: (a: T, b: T) => boolean) {
  return fc.tuple(fc.option(arb, { nil: undefined }), fc.option(arb, { nil: undefined })).map(([x, y]) => {
    const out: Json = {};
    let [low, high] = [x, y];
    if (low !== undefined && high !== undefined && less(high, low)) [low, high] = [high, low];
    if (low !== undefined) out[lowKey] = low;
    if (high !== undefined) out[highKey] = high;
    return out;
  });
}

const stringSchema = fc
  .tuple(
    bounds(count, 'minLength', 'maxLength', (a, b) => a < b),
    fc.option(fc.constantFrom('email', 'uri', 'date', 'date-time'), { nil: undefined }),
  )
  .map(([lengths, format]) => ({ type: 'string', ...lengths, ...(format && { format }) }));

const numberBound = fc.oneof(fc.integer({ min: -20, max: 20 }), fc.constantFrom(-2.5, 0.5, 3.14, 1e9));
const numberSchema = fc
  .tuple(fc.constantFrom('number', 'integer'), bounds(numberBound, 'minimum', 'maximum', (a, b) => a < b))
  .map(([type, range]) => ({ type, ...range }));

const options = fc.uniqueArray(fc.constantFrom(...OPTION_VALUES), { minLength: 1, maxLength: 5 });
const titled = options.map((values) => values.map((v, i) => ({ const: v, title: `Option ${i + 1}` })));

const singleSelect = fc.oneof(
  options.map((values) => ({ type: 'string', enum: values })),
  options.map((values) => ({ type: 'string', enum: values, enumNames: values.map((v) => `Label ${v}`) })),
  titled.map((oneOf) => ({ type: 'string', oneOf })),
);

const multiSelect = fc
  .tuple(
    fc.oneof(
      options.map((values) => ({ items: { type: 'string', enum: values }, size: values.length })),
      titled.map((anyOf) => ({ items: { anyOf }, size: anyOf.length })),
    ),
    fc.integer({ min: 0, max: 5 }),
    fc.integer({ min: 0, max: 5 }),
    fc.boolean(),
    fc.option(fc.boolean(), { nil: undefined }),
  )
  .map(([{ items, size }, x, y, withBounds, uniqueItems]) => {
    const low = Math.min(x, y, size);
    const high = Math.max(x, y);
    return {
      type: 'array',
      items,
      ...(withBounds && { minItems: low, maxItems: high }),
      ...(uniqueItems !== undefined && { uniqueItems }),
    };
  });

export const propertySchema: fc.Arbitrary<Json> = fc.oneof(
  stringSchema,
  numberSchema,
  fc.constant({ type: 'boolean' }),
  singleSelect,
  multiSelect,
);

export interface GeneratedRequest {
  message: string;
  requestedSchema: { type: 'object'; properties: Json; required: string[]; additionalProperties?: boolean };
}

/** A whole form request of the flat subset: 0–6 properties, some required, sometimes closed. */
export const formRequest: fc.Arbitrary<GeneratedRequest> = fc
  .uniqueArray(fc.constantFrom(...KEYS), { maxLength: 6 })
  .chain((keys) =>
    fc.tuple(
      fc.constant(keys),
      fc.tuple(...keys.map(() => propertySchema)),
      fc.subarray(keys),
      fc.option(fc.boolean(), { nil: undefined, freq: 3 }),
    ),
  )
  .map(([keys, schemas, required, additionalProperties]) => ({
    message: 'Generated request',
    requestedSchema: {
      type: 'object' as const,
      properties: Object.fromEntries(keys.map((k, i) => [k, schemas[i]])),
      required,
      ...(additionalProperties !== undefined && { additionalProperties }),
    },
  }));

// ---- candidate values -------------------------------------------------------------------------------

const pick = <T>(...values: T[]) => fc.constantFrom(...values);
const two = (min: number, max: number) => fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));

export const dateText = fc
  .tuple(pick('2024', '2023', '2000', '1900', '0000', '9999', '20240'), two(0, 13), two(0, 32))
  .map(([y, m, d]) => `${y}-${m}-${d}`);

const timeText = fc
  .tuple(two(0, 25), two(0, 60), two(0, 61), pick('', '.5', '.123456', '.'), pick('Z', 'z', '+05:30', '+0530', '+05', '-00:00', '+24:00', '+23:60', '', '+5:30'))
  .map(([h, m, s, frac, zone]) => `${h}:${m}:${s}${frac}${zone}`);

export const dateTimeText = fc
  .tuple(dateText, pick('T', 't', ' ', '\t', 'x', 'TT'), timeText)
  .map(([date, sep, time]) => `${date}${sep}${time}`);

const emailChar = pick('a', 'Z', '0', '.', '+', '-', '_', '!', '#', '~', ' ', '@', 'ü', '"', '(');
export const emailText = fc
  .tuple(fc.array(emailChar, { maxLength: 6 }), fc.array(pick('ex', 'ample', '-', '.', 'co', '1', 'ü', '_', 'x-'), { maxLength: 5 }), pick('@', '@@', ''))
  .map(([local, domain, at]) => `${local.join('')}${at}${domain.join('')}`);

export const uriText = fc
  .tuple(
    pick('https', 'http', 'urn', 'a+b.c', '1a', '', 'mailto', 'ht tp'),
    pick(':', '://', ':/', '::', ''),
    pick('', 'example.com', 'user:pw@host', '[::1]', '[v1.x]', '[1::2::3]', '[::01.2.3.4]', 'ex ample', '%41', '%4', 'ü.example', '127.0.0.1', 'a_b~c'),
    pick('', ':8080', ':', ':x'),
    pick('', '/', '/a/b', '/a b', '//x', '/%7e', '/ü', '/:@!$'),
    pick('', '?q=1', '?a?b/c', '?%zz', '?[x]'),
    pick('', '#frag', '#a#b', '#', '#%41'),
  )
  .map((parts) => parts.join(''));

const stringValue = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 7 }),
  fc.string({ unit: 'binary', maxLength: 7 }),
  pick('', '😀😀', 'e\u0301', '\uD800', 'name@example.com', 'https://example.com/x?y#z', '2024-02-29', '2026-01-01T10:00:00Z'),
  emailText,
  uriText,
  dateText,
  dateTimeText,
);

const numberValue = fc.oneof(
  fc.integer({ min: -25, max: 25 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e10, max: 1e10 }),
  pick(-2.5, -0, 0.5, 3.14, 1e9, 1e9 + 0.5, 2 ** 53, 2 ** 60, Number.MAX_VALUE, Number.MIN_VALUE),
);

const optionArray = fc.array(pick(...OPTION_VALUES, 'zz'), { maxLength: 6 });

/** Any JSON value, most of them close to what a field of the flat subset would take. */
export const candidateValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: stringValue, weight: 4 },
  { arbitrary: numberValue, weight: 3 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: optionArray, weight: 3 },
  { arbitrary: pick(...OPTION_VALUES), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

/** A `content` candidate for a request: each declared key present or not, sometimes an undeclared one too. */
export function contentFor(request: GeneratedRequest): fc.Arbitrary<unknown> {
  const keys = Object.keys(request.requestedSchema.properties);
  const entries = keys.map((key) => fc.option(candidateValue, { nil: undefined, freq: 4 }).map((v) => [key, v] as const));
  const object = fc
    .tuple(fc.tuple(...entries), fc.option(fc.tuple(pick('extra', 'zz'), candidateValue), { nil: undefined, freq: 4 }))
    .map(([pairs, extra]) => {
      const content: Json = {};
      for (const [key, value] of pairs) if (value !== undefined) content[key] = value;
      if (extra && !keys.includes(extra[0])) content[extra[0]] = extra[1];
      return content;
    });
  return fc.oneof({ arbitrary: object, weight: 20 }, { arbitrary: fc.jsonValue({ maxDepth: 1 }), weight: 1 });
}

// ---- raw answers, as the controls of a form would hold them -------------------------------------------


const SAMPLES: Record<string, string[]> = {
  email: ['ada@example.org', 'first.last+tag@sub.example.co', 'not-an-email'],
  uri: ['https://example.com/path?q=1#top', 'urn:isbn:0451450523', 'example.com'],
  date: ['2024-02-29', '2026-12-31', '2023-02-29'],
  'date-time': ['2026-05-01T09:15', '2026-05-01T09:15:30', '2026-05-01T09:15:30.250', '2026-13-01T09:15', '2026-05-01T09:15:00Z'],
};

const codePoint = pick('a', 'Z', 'ü', '😀', ' ', '<', '\u202E', '0');

/** A raw value for a field: often valid, sometimes empty, sometimes wrong. */
export function rawAnswer(field: Field): fc.Arbitrary<RawValue> {
  switch (field.kind) {
    case 'text': {
      const free = fc.array(codePoint, { maxLength: 8 }).map((cs) => cs.join(''));
      return field.format ? fc.oneof(pick(...(SAMPLES[field.format] ?? [''])), pick(''), free) : fc.oneof(free, pick(''));
    }
    case 'number': {
      const bounds = [field.minimum, field.maximum].filter((b): b is number => b !== undefined).map(String);
      return fc.oneof(
        fc.integer({ min: -30, max: 30 }).map(String),
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -100, max: 100 }).map(String),
        pick('', 'abc', '1e3', ' 7 ', '9007199254740993', ...bounds),
      );
    }
    case 'boolean':
      return field.control === 'yes-no' ? pick<RawValue>('yes', 'no', '') : fc.boolean();
    case 'single-select':
      return pick<RawValue>(null, 'zz', ...field.options.map((o) => o.value));
    case 'multi-select':
      return fc.subarray([...field.options.map((o) => o.value), 'zz']);
  }
}

/** Raw answers for every field of a form, keyed like the element keeps them. */
export function rawAnswers(fields: Field[]): fc.Arbitrary<Map<string, RawValue>> {
  return fc.tuple(...fields.map(rawAnswer)).map((values) => new Map(fields.map((f, i) => [f.key, values[i] as RawValue])));
}
