import { expect } from '@open-wc/testing';
import {
  describePath,
  en,
  formatMessage,
  issueMessage,
  parse,
  problemMessage,
  resolveLocale,
  validateValue,
  withOverrides,
  type Issue,
  type IssueCode,
  type MessageKey,
  type Messages,
  type Template,
} from '@mcp-elicit/core';
import { de, deGuard, deStopped, deTask, deUrl } from '@mcp-elicit/core/de';
import { enUrl } from '@mcp-elicit/core/url';
import { enGuard } from '@mcp-elicit/core/guard';
import { enTask } from '@mcp-elicit/core/task';
import { enStopped } from '@mcp-elicit/core/record';
import { singleField as field } from '../helpers/forms.js';

const templates = (t: Template): string[] => (typeof t === 'string' ? [t] : Object.values(t));
const placeholders = (t: Template): string[] =>
  [...new Set(templates(t).flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')))].sort();
const keysOf = (m: Partial<Messages>) => Object.keys(m).sort() as MessageKey[];
/** Every shipped text, per language: the form's table, the URL element's, the guard rails', a task's and why a question stopped. */
const english: Messages = { ...en, ...enUrl, ...enGuard, ...enTask, ...enStopped };
const german: Messages = { ...de, ...deUrl, ...deGuard, ...deTask, ...deStopped };

/** Typical params for each issue code, as validation and coercion produce them. */
const TYPICAL: Record<IssueCode, Issue['params']> = {
  required: {},
  type: { type: 'string' },
  number: {},
  precision: {},
  integer: {},
  minLength: { limit: 3, count: 1 },
  maxLength: { limit: 10, count: 12 },
  minimum: { limit: 1 },
  maximum: { limit: 100 },
  email: {},
  uri: {},
  date: {},
  'date-time': {},
  enum: {},
  minItems: { limit: 2, count: 1 },
  maxItems: { limit: 3, count: 4 },
  uniqueItems: {},
  'unknown-property': {},
};
const CODES = Object.keys(TYPICAL) as IssueCode[];

describe('core: messages', () => {
  describe('the shipped tables', () => {
    it('en and de have exactly the same keys, table by table', () => {
      expect(keysOf(de)).to.deep.equal(keysOf(en));
      expect(keysOf(deUrl)).to.deep.equal(keysOf(enUrl));
      expect(keysOf(deGuard)).to.deep.equal(keysOf(enGuard));
      expect(keysOf(enUrl).filter((k) => Object.hasOwn(en, k))).to.deep.equal([]);
    });

    it('every template has the same placeholders in en and de', () => {
      for (const key of keysOf(english)) expect(placeholders(german[key]), key).to.deep.equal(placeholders(english[key]));
    });

    it('a key is plural in de exactly when it is plural in en, always with an `other` form', () => {
      for (const key of keysOf(english)) {
        expect(typeof german[key], key).to.equal(typeof english[key]);
        for (const table of [english, german]) {
          const t = table[key];
          if (typeof t !== 'string') expect(t.other, key).to.be.a('string');
        }
      }
    });

    it('has a message for every issue code', () => {
      for (const code of CODES) {
        expect(en[`issue.${code}`], code).not.to.equal(undefined);
        expect(de[`issue.${code}`], code).not.to.equal(undefined);
      }
    });
  });

  describe('formatMessage', () => {
    it('fills placeholders and leaves unknown ones visible', () => {
      expect(formatMessage('{server} is asking', { server: 'Files' })).to.equal('Files is asking');
      expect(formatMessage('{a} and {b}', { a: 'x' })).to.equal('x and {b}');
      expect(formatMessage('{a}{a}', { a: '{a}' })).to.equal('{a}{a}');
    });

    it('selects plural forms by count', () => {
      expect(formatMessage(en['summary.heading'], { count: 1 })).to.equal('There is 1 problem with your answers');
      expect(formatMessage(en['summary.heading'], { count: 3 })).to.equal('There are 3 problems with your answers');
      expect(formatMessage(en['unsupported.more'], { count: 0 })).to.equal('and 0 more problems');
      expect(formatMessage(de['unsupported.more'], { count: 1 }, 'de')).to.equal('und 1 weiteres Problem');
      expect(formatMessage(de['unsupported.more'], { count: 2 }, 'de')).to.equal('und 2 weitere Probleme');
    });

    it('selects plural forms by limit', () => {
      expect(formatMessage(en['issue.minLength'], { limit: 1 })).to.equal('Enter at least 1 character.');
      expect(formatMessage(en['issue.minLength'], { limit: 3 })).to.equal('Enter at least 3 characters.');
      expect(formatMessage(de['issue.minItems'], { limit: 1 }, 'de')).to.equal('Wählen Sie mindestens 1 Option.');
      expect(formatMessage(de['issue.minItems'], { limit: 2 }, 'de')).to.equal('Wählen Sie mindestens 2 Optionen.');
    });

    it('formats numbers for the locale', () => {
      const issue: Issue = { field: 'f', code: 'minimum', params: { limit: 3.5 } };
      expect(issueMessage(issue, en, 'en')).to.equal('Enter 3.5 or more.');
      expect(issueMessage(issue, de, 'de')).to.equal('Geben Sie 3,5 oder mehr ein.');
      const big: Issue = { field: 'f', code: 'maximum', params: { limit: 1234.5 } };
      expect(issueMessage(big, en, 'en')).to.equal('Enter 1,234.5 or less.');
      expect(issueMessage(big, de, 'de')).to.equal('Geben Sie 1.234,5 oder weniger ein.');
    });

    // The sentence states the schema's limit: rounded, it would name a value the field itself refuses.
    it('states a limit with all its decimals', () => {
      const cases: [limit: number, en: string, de: string][] = [
        [0.0001, 'Enter 0.0001 or more.', 'Geben Sie 0,0001 oder mehr ein.'],
        [2.71828, 'Enter 2.71828 or more.', 'Geben Sie 2,71828 oder mehr ein.'],
        [-5, 'Enter -5 or more.', 'Geben Sie -5 oder mehr ein.'],
      ];
      for (const [limit, inEnglish, inGerman] of cases) {
        const issue: Issue = { field: 'f', code: 'minimum', params: { limit } };
        expect(issueMessage(issue, en, 'en')).to.equal(inEnglish);
        expect(issueMessage(issue, de, 'de')).to.equal(inGerman);
      }
    });
  });

  describe('issueMessage', () => {
    for (const code of CODES) {
      it(`${code}: fills every placeholder in en and de`, () => {
        const issue: Issue = { field: 'f', code, params: TYPICAL[code] };
        for (const [messages, locale] of [[en, 'en'], [de, 'de']] as const) {
          const text = issueMessage(issue, messages, locale);
          expect(text, `${locale} ${code}`).not.to.match(/\{\w*\}/);
          expect(text.trim(), `${locale} ${code}`).not.to.equal('');
          if (typeof TYPICAL[code]['limit'] === 'number') expect(text).to.include(String(TYPICAL[code]['limit']));
        }
      });
    }

    // A length or item issue carries both the limit and the current count; the sentence names the limit,
    // so the limit must decide its plural form ("at least 3 characters" even when 1 was typed).
    const grammar: [schema: object, value: unknown, expected: string][] = [
      [{ type: 'string', minLength: 3 }, 'a', 'Enter at least 3 characters.'],
      [{ type: 'string', minLength: 1 }, '', 'Enter at least 1 character.'],
      [{ type: 'string', maxLength: 1 }, 'abc', 'Enter at most 1 character.'],
      [{ type: 'string', maxLength: 5 }, 'abcdef', 'Enter at most 5 characters.'],
      [{ type: 'array', minItems: 2, items: { type: 'string', enum: ['a', 'b'] } }, ['a'], 'Choose at least 2 options.'],
      [{ type: 'array', minItems: 1, items: { type: 'string', enum: ['a', 'b'] } }, [], 'Choose at least 1 option.'],
      [{ type: 'array', maxItems: 1, items: { type: 'string', enum: ['a', 'b'] } }, ['a', 'b'], 'Choose at most 1 option.'],
    ];
    for (const [schema, value, expected] of grammar) {
      it(`words the validator's own issue by its limit: ${expected}`, () => {
        const [issue] = validateValue(field(schema), value);
        if (!issue) throw new Error('expected an issue');
        expect(issueMessage(issue, en, 'en')).to.equal(expected);
      });
    }
  });

  describe('locales and overrides', () => {
    it('resolves regional and unknown tags', () => {
      const cases: [string | null | undefined, string][] = [
        ['de', 'de'], ['de-AT', 'de'], ['DE_ch', 'de'], [' de ', 'de'],
        ['en', 'en'], ['en-GB', 'en'], ['nl', 'en'], ['', 'en'], [null, 'en'], [undefined, 'en'],
      ];
      for (const [lang, expected] of cases) expect(resolveLocale(lang), String(lang)).to.equal(expected);
    });

    it('lays overrides over single keys and ignores unknown keys', () => {
      const overrides = JSON.parse('{"action.send":"Go","nope":"x","url.open":"Los","__proto__":{"polluted":1}}') as Partial<Messages>;
      const m = withOverrides(de, overrides);
      expect(m['action.send']).to.equal('Go');
      expect(m['action.cancel']).to.equal(de['action.cancel']);
      expect(keysOf(m)).to.deep.equal(keysOf(de));
      expect(Object.getPrototypeOf(m)).to.equal(Object.prototype);
      expect((m as unknown as Record<string, unknown>)['polluted']).to.equal(undefined);
      expect(de['action.send']).to.equal('Senden');
      expect(withOverrides(en, { 'action.send': undefined })['action.send']).to.equal('Send');
      expect(withOverrides(en)).to.equal(en);
    });

    it('takes plural overrides too', () => {
      const m = withOverrides(en, { 'issue.minItems': { one: 'Pick {limit}.', other: 'Pick {limit} things.' } });
      expect(formatMessage(m['issue.minItems'], { limit: 1 })).to.equal('Pick 1.');
      expect(formatMessage(m['issue.minItems'], { limit: 4 })).to.equal('Pick 4 things.');
    });
  });

  describe('problems', () => {
    it('describes paths in plain words', () => {
      const cases: [(string | number)[], string][] = [
        [['requestedSchema', 'properties', 'age', 'minimum'], '“age” › minimum'],
        [['requestedSchema', 'properties', 'a', 'items', 'enum'], '“a” › items › enum'],
        [['requestedSchema', 'properties', 'properties', 'type'], '“properties” › type'],
        [['requestedSchema', 'required', 1], 'required › 1'],
        [['message'], 'message'],
        [[], ''],
      ];
      for (const [path, expected] of cases) expect(describePath(path), JSON.stringify(path)).to.equal(expected);
    });

    it('names the field (and the rule) a problem belongs to', () => {
      const problem = { path: ['requestedSchema', 'properties', 'age', 'minimum'], code: 'keyword-invalid' as const, params: { keyword: 'minimum' } };
      expect(problemMessage(problem, en)).to.equal('Field “age”: the rule “minimum” has an invalid value.');
      expect(problemMessage(problem, de, 'de')).to.equal('Feld „age“: Die Regel „minimum“ hat einen ungültigen Wert.');
      const range = { path: ['requestedSchema', 'properties', 'n', 'minimum'], code: 'range-invalid' as const, params: { low: 'minimum', high: 'maximum' } };
      expect(problemMessage(range, en)).to.equal('Field “n”: the limits contradict each other (minimum is above maximum).');
      const root = { path: ['requestedSchema', 'patternProperties'], code: 'keyword-unsupported' as const, params: { keyword: 'patternProperties' } };
      expect(problemMessage(root, en)).to.equal('Form: the rule “patternProperties” is not supported.');
    });

    it('leaves no placeholder unfilled for the problems parse reports', () => {
      const result = parse({
        message: 'm',
        mode: 'weird',
        requestedSchema: { type: 'object', properties: { a: { type: 'null' }, b: { type: 'string', format: 'hostname' }, c: { $ref: '#' } }, required: ['z'] },
      });
      if (result.ok) throw new Error('expected problems');
      expect(result.problems.length).to.be.greaterThan(3);
      for (const problem of result.problems) {
        for (const [m, l] of [[en, 'en'], [de, 'de']] as const) expect(problemMessage(problem, m, l), problem.code).not.to.match(/\{\w*\}/);
      }
    });
  });
});
