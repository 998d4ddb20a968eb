import { expect } from '@open-wc/testing';
import {
  codePointLength,
  validateContent,
  validateValue,
  validateValues,
  type ElicitContentValue,
  type Issue,
  type ParsedForm,
} from '@mcp-elicit/core';
import { corpusForm as corpus, parsedForm as parsed, singleField as field } from '../helpers/forms.js';

const at = (code: Issue['code'], params: Issue['params'] = {}, key = 'f'): Issue => ({ field: key, code, params });

describe('core: validate', () => {
  it('counts code points, not UTF-16 units', () => {
    const cases: [string, number][] = [['', 0], ['abc', 3], ['😀😀', 2], ['e\u0301', 2], ['👍🏽', 2], ['日本', 2]];
    for (const [text, length] of cases) expect(codePointLength(text), text).to.equal(length);
  });

  it('counts a lone surrogate half as one code point, as JSON Schema validators do', () => {
    // ajv's ucs2length: a high half followed by a low one is one code point; any other half is one on its own.
    const cases: [string, number][] = [
      ['\ud83d', 1],
      ['\ude00', 1],
      ['a\ud83d', 2],
      ['\ud83dx', 2],
      ['\ude00\ud83d', 2],
      ['\ud83d\ud83d\ude00', 2],
      ['\ud83d\ude00\ude00', 2],
      ['x\ud83d\ude00y\udc00', 4],
    ];
    for (const [text, length] of cases) expect(codePointLength(text), JSON.stringify(text)).to.equal(length);
  });

  describe('validateValue: every issue code', () => {
    const text = { type: 'string' };
    const cases: [name: string, schema: object, value: unknown, expected: Issue[]][] = [
      // type
      ['string given a number', text, 5, [at('type', { type: 'string' })]],
      ['string given null', text, null, [at('type', { type: 'string' })]],
      ['number given a string', { type: 'number' }, '5', [at('type', { type: 'number' })]],
      ['integer given a string', { type: 'integer' }, '5', [at('type', { type: 'integer' })]],
      ['number given NaN', { type: 'number' }, Number.NaN, [at('type', { type: 'number' })]],
      ['boolean given "true"', { type: 'boolean' }, 'true', [at('type', { type: 'boolean' })]],
      ['boolean given 0', { type: 'boolean' }, 0, [at('type', { type: 'boolean' })]],
      ['single-select given a number', { type: 'string', enum: ['a'] }, 1, [at('type', { type: 'string' })]],
      ['multi-select given a string', { type: 'array', items: { type: 'string', enum: ['a'] } }, 'a', [at('type', { type: 'array' })]],
      ['multi-select with a non-string item', { type: 'array', items: { type: 'string', enum: ['a'] } }, ['a', 1], [at('type', { type: 'array' })]],
      // integer
      ['integer 2.5', { type: 'integer' }, 2.5, [at('integer')]],
      ['integer 2.0 is an integer', { type: 'integer' }, 2.0, []],
      ['number 2.5', { type: 'number' }, 2.5, []],
      // minLength / maxLength in code points
      ['minLength 3, "ab"', { ...text, minLength: 3 }, 'ab', [at('minLength', { limit: 3, count: 2 })]],
      ['minLength 3, "abc"', { ...text, minLength: 3 }, 'abc', []],
      ['minLength 3, "😀😀" has length 2', { ...text, minLength: 3 }, '😀😀', [at('minLength', { limit: 3, count: 2 })]],
      ['minLength 2, "😀😀" passes', { ...text, minLength: 2 }, '😀😀', []],
      ['maxLength 2, "😀😀" passes', { ...text, maxLength: 2 }, '😀😀', []],
      ['maxLength 1, "😀😀"', { ...text, maxLength: 1 }, '😀😀', [at('maxLength', { limit: 1, count: 2 })]],
      ['maxLength 1, "e" + combining accent', { ...text, maxLength: 1 }, 'e\u0301', [at('maxLength', { limit: 1, count: 2 })]],
      ['minLength 1, ""', { ...text, minLength: 1 }, '', [at('minLength', { limit: 1, count: 0 })]],
      // minimum / maximum, inclusive
      ['minimum 1, 0', { type: 'integer', minimum: 1 }, 0, [at('minimum', { limit: 1 })]],
      ['minimum 1, 1', { type: 'integer', minimum: 1 }, 1, []],
      ['minimum -0.5, -0.75', { type: 'number', minimum: -0.5 }, -0.75, [at('minimum', { limit: -0.5 })]],
      ['maximum 10, 10', { type: 'number', maximum: 10 }, 10, []],
      ['maximum 10, 10.01', { type: 'number', maximum: 10 }, 10.01, [at('maximum', { limit: 10 })]],
      ['integer 2.5 above maximum 2', { type: 'integer', maximum: 2 }, 2.5, [at('integer'), at('maximum', { limit: 2 })]],
      // formats
      ['email', { ...text, format: 'email' }, 'a@example', [at('email')]],
      ['email ok', { ...text, format: 'email' }, 'a@example.com', []],
      ['uri', { ...text, format: 'uri' }, '/relative', [at('uri')]],
      ['uri ok', { ...text, format: 'uri' }, 'urn:isbn:0451450523', []],
      ['date', { ...text, format: 'date' }, '2023-02-29', [at('date')]],
      ['date ok', { ...text, format: 'date' }, '2024-02-29', []],
      ['date-time without offset', { ...text, format: 'date-time' }, '2026-03-01T09:30', [at('date-time')]],
      ['date-time ok', { ...text, format: 'date-time' }, '2026-03-01T09:30:00Z', []],
      ['length and format together', { ...text, format: 'email', maxLength: 3 }, 'abcd', [at('maxLength', { limit: 3, count: 4 }), at('email')]],
      // enum
      ['single-select outside the options', { type: 'string', enum: ['a', 'b'] }, 'c', [at('enum')]],
      ['titled single-select by label, not value', { type: 'string', oneOf: [{ const: 'h1', title: 'Hero' }] }, 'Hero', [at('enum')]],
      ['multi-select with an unknown item', { type: 'array', items: { type: 'string', enum: ['a', 'b'] } }, ['a', 'z'], [at('enum')]],
      // minItems / maxItems / uniqueItems
      ['minItems 2, one item', { type: 'array', minItems: 2, items: { type: 'string', enum: ['a', 'b', 'c'] } }, ['a'], [at('minItems', { limit: 2, count: 1 })]],
      ['minItems 1, none', { type: 'array', minItems: 1, items: { type: 'string', enum: ['a'] } }, [], [at('minItems', { limit: 1, count: 0 })]],
      ['maxItems 1, two items', { type: 'array', maxItems: 1, items: { type: 'string', enum: ['a', 'b'] } }, ['a', 'b'], [at('maxItems', { limit: 1, count: 2 })]],
      ['uniqueItems, a repeat', { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['a', 'b'] } }, ['a', 'a'], [at('uniqueItems')]],
      ['repeats allowed without uniqueItems', { type: 'array', items: { type: 'string', enum: ['a', 'b'] } }, ['a', 'a'], []],
      ['repeats count towards maxItems', { type: 'array', maxItems: 1, items: { type: 'string', enum: ['a'] } }, ['a', 'a'], [at('maxItems', { limit: 1, count: 2 })]],
    ];
    for (const [name, schema, value, expected] of cases) {
      it(name, () => {
        expect(validateValue(field(schema), value)).to.deep.equal(expected);
      });
    }
  });

  describe('validateValues', () => {
    it('reports absent required fields and checks every present value', () => {
      const form = corpus('formats'); // email and when required
      const values = new Map<string, ElicitContentValue>([
        ['site', 'not a uri'],
        ['day', '2024-02-30'],
      ]);
      expect(validateValues(form, values)).to.deep.equal([
        at('required', {}, 'email'),
        at('uri', {}, 'site'),
        at('date', {}, 'day'),
        at('required', {}, 'when'),
      ]);
    });

    it('passes complete valid answers and ignores undeclared keys', () => {
      const form = corpus('formats');
      const values = new Map<string, ElicitContentValue>([
        ['email', 'a@example.com'],
        ['when', '2026-03-01T09:30:00+05:30'],
        ['extra', 'x'],
      ]);
      expect(validateValues(form, values)).to.deep.equal([]);
    });

    it('treats an optional field left out as fine', () => {
      expect(validateValues(corpus('number'), new Map())).to.deep.equal([]);
      expect(validateValues(corpus('integer'), new Map())).to.deep.equal([at('required', {}, 'guests')]);
    });
  });

  describe('validateContent', () => {
    const closed = parsed({
      message: 'm',
      requestedSchema: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false },
    });

    const cases: [name: string, form: ParsedForm, content: unknown, expected: Issue[]][] = [
      ['content that is not an object', corpus('string'), 'x', [at('type', { type: 'object' }, '')]],
      ['content null', corpus('string'), null, [at('type', { type: 'object' }, '')]],
      ['content an array', corpus('string'), [], [at('type', { type: 'object' }, '')]],
      ['required missing', corpus('string'), {}, [at('required', {}, 'name')]],
      ['required present', corpus('string'), { name: 'x' }, []],
      ['wrong type of a present value', corpus('integer'), { guests: '3' }, [at('type', { type: 'integer' }, 'guests')]],
      ['null is a wrong type, not absence', corpus('integer'), { guests: null }, [at('type', { type: 'integer' }, 'guests')]],
      ['out of range', corpus('integer'), { guests: 13 }, [at('maximum', { limit: 12 }, 'guests')]],
      ['undeclared keys allowed in an open schema', corpus('string'), { name: 'x', extra: 1 }, []],
      ['undeclared keys rejected when closed', closed, { a: 'x', b: 1, c: 2 }, [at('unknown-property', {}, 'b'), at('unknown-property', {}, 'c')]],
      ['closed and empty', closed, {}, []],
    ];
    for (const [name, form, content, expected] of cases) {
      it(name, () => {
        expect(validateContent(form, content)).to.deep.equal(expected);
      });
    }

    it('undeclared keys rejected in an open schema when only declared keys may travel (untrusted input)', () => {
      const content = { name: 'x', extra: 1 };
      expect(validateContent(corpus('string'), content, { onlyDeclared: true })).to.deep.equal([at('unknown-property', {}, 'extra')]);
      // Said once, not twice, where the schema is closed too.
      expect(validateContent(closed, { a: 'x', b: 1 }, { onlyDeclared: true })).to.deep.equal([at('unknown-property', {}, 'b')]);
    });

    describe('keys named like Object.prototype members', () => {
      const form = corpus('proto-keys'); // __proto__ (required string), constructor, hasOwnProperty (integer), toString (boolean)

      it('reads "__proto__" as an ordinary key of content parsed from JSON', () => {
        const content: unknown = JSON.parse('{"__proto__":"x","constructor":"y","hasOwnProperty":3,"toString":true}');
        expect(validateContent(form, content)).to.deep.equal([]);
        const wrong: unknown = JSON.parse('{"__proto__":5,"hasOwnProperty":"3","toString":"yes"}');
        expect(validateContent(form, wrong)).to.deep.equal([
          at('type', { type: 'string' }, '__proto__'),
          at('type', { type: 'integer' }, 'hasOwnProperty'),
          at('type', { type: 'boolean' }, 'toString'),
        ]);
      });

      it('never takes inherited members for answers', () => {
        expect(validateContent(form, JSON.parse('{}'))).to.deep.equal([at('required', {}, '__proto__')]);
        expect(validateContent(form, {})).to.deep.equal([at('required', {}, '__proto__')]);
      });

      it('flags an undeclared "__proto__" key in a closed schema', () => {
        const content: unknown = JSON.parse('{"a":"x","__proto__":{"polluted":true}}');
        expect(validateContent(closed, content)).to.deep.equal([at('unknown-property', {}, '__proto__')]);
        expect(({} as Record<string, unknown>)['polluted']).to.equal(undefined);
      });

      it('validates Map values keyed "__proto__" too', () => {
        const values = new Map<string, ElicitContentValue>([['__proto__', 'x'], ['hasOwnProperty', 2.5]]);
        expect(validateValues(form, values)).to.deep.equal([at('integer', {}, 'hasOwnProperty')]);
      });
    });
  });
});
