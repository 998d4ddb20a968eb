import { expect } from '@open-wc/testing';
import {
  coerceValue,
  coerceValues,
  initialValue,
  initialValues,
  type Coerced,
  type Field,
  type IssueCode,
  type RawValue,
} from '@mcp-elicit/core';
import { corpusForm as corpus, parsedForm as parsed, singleField as field } from '../helpers/forms.js';
import { everythingRequest } from '../fixtures/requests.js';


const UTC = { offsetMinutes: 0 };
const issue = (code: IssueCode): Coerced => ({ issue: { field: 'f', code, params: {} } });

describe('core: values', () => {
  describe('initialValues', () => {
    it('fills every kind from the `defaults` request, date-time as a local control value', () => {
      expect([...initialValues(corpus('defaults'), UTC)]).to.deep.equal([
        ['name', 'John Doe'],
        ['age', '30'],
        ['score', '95.5'],
        ['status', 'active'],
        ['verified', true],
        ['when', '2026-03-01T09:30'],
      ]);
    });

    it('shows a date-time default in the given offset', () => {
      expect(initialValues(corpus('defaults'), { offsetMinutes: 120 }).get('when')).to.equal('2026-03-01T11:30');
      expect(initialValues(corpus('defaults'), { offsetMinutes: -300 }).get('when')).to.equal('2026-03-01T04:30');
    });

    it('fills the `everything` request: empty strings, false checkboxes, copied lists', () => {
      expect(Object.fromEntries(initialValues(parsed(everythingRequest)))).to.deep.equal({
        name: '',
        check: false,
        firstLine: 'It was a dark and stormy night.',
        email: '',
        homepage: '',
        birthdate: '',
        integer: '42',
        number: '3.14',
        untitledSingleSelectEnum: 'Monica',
        untitledMultipleSelectEnum: ['Guitar'],
        titledSingleSelectEnum: 'hero-1',
        titledMultipleSelectEnum: ['fish-1'],
        legacyTitledEnum: 'pet-1',
      });
    });

    it('does not hand out the default list itself', () => {
      const f = field({ type: 'array', items: { type: 'string', enum: ['a', 'b'] }, default: ['a'] });
      const first = initialValue(f) as string[];
      first.push('b');
      expect(initialValue(f)).to.deep.equal(['a']);
    });

    it('starts booleans by control: Yes/No empty, checkboxes false, defaults as given', () => {
      const cases: [id: string, expected: RawValue][] = [
        ['boolean-required', ''],
        ['boolean', false],
        ['boolean-default', true],
      ];
      for (const [id, expected] of cases) {
        expect(initialValues(corpus(id)).values().next().value, id).to.equal(expected);
      }
      expect(initialValue(field({ type: 'boolean', default: false }, true))).to.equal(false);
    });

    it('starts every kind without default empty', () => {
      const cases: [schema: object, expected: RawValue][] = [
        [{ type: 'string' }, ''],
        [{ type: 'string', format: 'date-time' }, ''],
        [{ type: 'integer' }, ''],
        [{ type: 'number' }, ''],
        [{ type: 'string', enum: ['a'] }, null],
        [{ type: 'array', items: { type: 'string', enum: ['a'] } }, []],
      ];
      for (const [schema, expected] of cases) expect(initialValue(field(schema)), JSON.stringify(schema)).to.deep.equal(expected);
    });
  });

  describe('coerceValue', () => {
    const text = field({ type: 'string' });
    const email = field({ type: 'string', format: 'email' });
    const uri = field({ type: 'string', format: 'uri' });
    const date = field({ type: 'string', format: 'date' });
    const dateTime = field({ type: 'string', format: 'date-time' });
    const number = field({ type: 'number' });
    const integer = field({ type: 'integer' });
    const checkbox = field({ type: 'boolean' });
    const yesNo = field({ type: 'boolean' }, true);
    const single = field({ type: 'string', enum: ['a', 'b'] });
    const multi = field({ type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] } });

    const cases: [name: string, f: Field, raw: RawValue | undefined, expected: Coerced][] = [
      ['text empty → absent', text, '', {}],
      ['text as typed', text, 'hello', { value: 'hello' }],
      ['free text keeps its spaces', text, '  hi  ', { value: '  hi  ' }],
      ['text from a list → type', text, ['a'], issue('type')],
      ['email trimmed', email, '  a@example.com \n', { value: 'a@example.com' }],
      ['email only spaces → absent', email, '   ', {}],
      ['email invalid is left to validation', email, 'nope', { value: 'nope' }],
      ['uri trimmed', uri, ' https://example.com ', { value: 'https://example.com' }],
      ['date trimmed', date, ' 2024-02-29 ', { value: '2024-02-29' }],
      ['date-time empty → absent', dateTime, '', {}],
      ['date-time local → RFC 3339 (UTC)', dateTime, '2026-03-01T09:30', { value: '2026-03-01T09:30:00+00:00' }],
      ['date-time local with seconds', dateTime, '2026-03-01T09:30:15', { value: '2026-03-01T09:30:15+00:00' }],
      ['date-time already RFC 3339 kept', dateTime, ' 2026-03-01T09:30:00+02:00 ', { value: '2026-03-01T09:30:00+02:00' }],
      ['date-time impossible day', dateTime, '2026-02-30T10:00', issue('date-time')],
      ['date-time garbage', dateTime, 'soon', issue('date-time')],
      ['number empty → absent', number, '', {}],
      ['number only spaces → absent', number, '   ', {}],
      ['number "42"', number, '42', { value: 42 }],
      ['number " 4.5 "', number, ' 4.5 ', { value: 4.5 }],
      ['number "1e3"', number, '1e3', { value: 1000 }],
      ['number "-0.25"', number, '-0.25', { value: -0.25 }],
      ['number ".5"', number, '.5', { value: 0.5 }],
      ['number "abc"', number, 'abc', issue('number')],
      ['number "0x10"', number, '0x10', issue('number')],
      ['number "Infinity"', number, 'Infinity', issue('number')],
      ['number "1e400" (overflows)', number, '1e400', issue('number')],
      ['number "4,5"', number, '4,5', issue('number')],
      ['number "1 000"', number, '1 000', issue('number')],
      ['number from a boolean', number, true, issue('number')],
      ['integer "42"', integer, '42', { value: 42 }],
      ['integer "9007199254740991" (largest safe)', integer, '9007199254740991', { value: 9007199254740991 }],
      ['integer "9007199254740993" → precision', integer, '9007199254740993', issue('precision')],
      ['integer "4.5" is left to validation', integer, '4.5', { value: 4.5 }],
      ['checkbox true', checkbox, true, { value: true }],
      ['checkbox false is an answer', checkbox, false, { value: false }],
      ['yes', yesNo, 'yes', { value: true }],
      ['no', yesNo, 'no', { value: false }],
      ['yes/no unanswered → absent', yesNo, '', {}],
      ['yes/no missing → absent', yesNo, undefined, {}],
      ['yes/no other text → type', yesNo, 'maybe', issue('type')],
      ['single-select nothing chosen → absent', single, null, {}],
      ['single-select: the empty string is a value like any other', single, '', { value: '' }],
      ['single-select chosen', single, 'b', { value: 'b' }],
      ['single-select from a list → type', single, ['a'], issue('type')],
      ['multi-select none → absent', multi, [], {}],
      ['multi-select in option order, deduplicated', multi, ['c', 'a', 'c', 'a'], { value: ['a', 'c'] }],
      ['multi-select unknown values kept last, once', multi, ['zz', 'b', 'zz'], { value: ['b', 'zz'] }],
      ['multi-select from a string → type', multi, 'a', issue('type')],
    ];
    for (const [name, f, raw, expected] of cases) {
      it(name, () => {
        expect(coerceValue(f, raw, UTC)).to.deep.equal(expected);
      });
    }

    it('converts a local date-time with the given offset', () => {
      const table: [offsetMinutes: number, expected: string][] = [
        [0, '2026-03-01T09:30:00+00:00'],
        [60, '2026-03-01T09:30:00+01:00'],
        [-300, '2026-03-01T09:30:00-05:00'],
        [330, '2026-03-01T09:30:00+05:30'],
      ];
      for (const [offsetMinutes, expected] of table) {
        expect(coerceValue(dateTime, '2026-03-01T09:30', { offsetMinutes })).to.deep.equal({ value: expected });
      }
    });
  });

  describe('coerceValues', () => {
    it('returns typed values by key, leaving out empty fields, with one issue per unreadable field', () => {
      const form = corpus('formats');
      const raw = new Map<string, RawValue>([
        ['email', ' a@example.com '],
        ['site', ''],
        ['day', '2024-02-29'],
        ['when', '2026-02-30T10:00'],
      ]);
      const { values, issues } = coerceValues(form, raw, UTC);
      expect([...values]).to.deep.equal([
        ['email', 'a@example.com'],
        ['day', '2024-02-29'],
      ]);
      expect(issues).to.deep.equal([{ field: 'when', code: 'date-time', params: {} }]);
    });

    it('round-trips the initial values of the `defaults` request to typed values', () => {
      const form = corpus('defaults');
      const { values, issues } = coerceValues(form, initialValues(form, UTC), UTC);
      expect(issues).to.deep.equal([]);
      expect(Object.fromEntries(values)).to.deep.equal({
        name: 'John Doe',
        age: 30,
        score: 95.5,
        status: 'active',
        verified: true,
        when: '2026-03-01T09:30:00+00:00',
      });
    });
  });
});
