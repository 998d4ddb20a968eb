import { expect } from '@open-wc/testing';
import {
  buildResult,
  fieldIssues,
  initialValues,
  isDateTime,
  problemField,
  unreadableIssue,
  validateContent,
  validateForm,
  type AcceptOutcome,
  type RawValue,
} from '@mcp-elicit/core';
import { corpusForm as corpus, parsedForm as parsed } from '../helpers/forms.js';
import { everythingRequest } from '../fixtures/requests.js';

const UTC = { offsetMinutes: 0 };

/** The content of an accepted outcome, or a failure that shows the issues. */
function contentOf(outcome: AcceptOutcome): { [key: string]: unknown } {
  if (!outcome.ok) throw new Error(`expected accept, got ${JSON.stringify(outcome.issues)}`);
  expect(outcome.result.action).to.equal('accept');
  const content = (outcome.result as { content?: { [key: string]: unknown } }).content;
  if (!content) throw new Error('accept without content');
  return content;
}

describe('core: result', () => {
  it('declines and cancels with the action alone', () => {
    expect(buildResult('decline')).to.deep.equal({ action: 'decline' });
    expect(buildResult('cancel')).to.deep.equal({ action: 'cancel' });
    expect(Object.keys(buildResult('cancel'))).to.deep.equal(['action']);
  });

  it('refuses to build an accept without form and values', () => {
    const build = buildResult as (...args: unknown[]) => unknown;
    expect(() => build('accept')).to.throw(TypeError);
    expect(() => build('accept', corpus('string'))).to.throw(TypeError);
  });

  describe('accept with the `defaults` request unchanged', () => {
    it('sends exactly the declared defaults, typed, in property order', () => {
      const form = corpus('defaults');
      const content = contentOf(buildResult('accept', form, initialValues(form, UTC), UTC));
      expect(Object.keys(content)).to.deep.equal(['name', 'age', 'score', 'status', 'verified', 'when']);
      const { when, ...rest } = content;
      expect(rest).to.deep.equal({ name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true });
      expect(when).to.be.oneOf(['2026-03-01T09:30:00Z', '2026-03-01T09:30:00+00:00']);
    });

    it('sends the same instant for the date-time default whatever the offset', () => {
      const form = corpus('defaults');
      for (const offsetMinutes of [0, 60, -300, 330]) {
        const zone = { offsetMinutes };
        const when = contentOf(buildResult('accept', form, initialValues(form, zone), zone))['when'];
        expect(typeof when === 'string' && isDateTime(when), String(when)).to.equal(true);
        expect(Date.parse(String(when)), String(offsetMinutes)).to.equal(Date.parse('2026-03-01T09:30:00Z'));
      }
    });

    it('passes the content validator', () => {
      const form = corpus('defaults');
      const content = contentOf(buildResult('accept', form, initialValues(form, UTC), UTC));
      expect(validateContent(form, content)).to.deep.equal([]);
    });
  });

  describe('accept carries declared, answered keys only', () => {
    it('omits optional fields left empty, never "" or null, and drops undeclared raw keys', () => {
      const form = corpus('formats'); // email, when required; site, day optional
      const raw = new Map<string, RawValue>([
        ['email', 'a@example.com'],
        ['site', ''],
        ['day', '   '],
        ['when', '2026-03-01T09:30'],
        ['intruder', 'x'],
      ]);
      const content = contentOf(buildResult('accept', form, raw, UTC));
      expect(content).to.deep.equal({ email: 'a@example.com', when: '2026-03-01T09:30:00+00:00' });
      expect(Object.values(content)).not.to.include('');
      expect(Object.values(content)).not.to.include(null);
    });

    it('sends an empty object for a confirmation without fields', () => {
      expect(contentOf(buildResult('accept', corpus('confirm'), new Map()))).to.deep.equal({});
    });

    it('sends false for an unticked checkbox, nothing for an unanswered multi-select', () => {
      const form = parsed(everythingRequest);
      const raw = initialValues(form);
      raw.set('name', 'Ada');
      raw.set('untitledMultipleSelectEnum', ['Piano', 'Guitar']);
      const content = contentOf(buildResult('accept', form, raw));
      expect(content['check']).to.equal(false);
      expect(content['untitledMultipleSelectEnum']).to.deep.equal(['Guitar', 'Piano']);
      expect(content).not.to.have.property('email');
      expect(content['integer']).to.equal(42);
      expect(Object.keys(content)).to.have.length(10);
    });

    it('copies lists, so later edits do not reach a sent result', () => {
      const form = corpus('multi-titled');
      const raw = new Map<string, RawValue>([['fish', ['f1']]]);
      const content = contentOf(buildResult('accept', form, raw));
      (raw.get('fish') as string[]).push('f2');
      expect(content['fish']).to.deep.equal(['f1']);
    });
  });

  describe('accept with issues', () => {
    it('returns {ok: false, issues} in field order instead of a result', () => {
      const form = corpus('formats');
      const raw = new Map<string, RawValue>([['email', 'nope'], ['site', 'relative/path'], ['day', ''], ['when', '']]);
      const outcome = buildResult('accept', form, raw, UTC);
      expect(outcome).to.deep.equal({
        ok: false,
        issues: [
          { field: 'email', code: 'email', params: {} },
          { field: 'site', code: 'uri', params: {} },
          { field: 'when', code: 'required', params: {} },
        ],
      });
      expect(outcome).not.to.have.property('result');
    });

    it('gives an unreadable value its own issue only, not also "required"', () => {
      const form = corpus('integer');
      const issues = [{ field: 'guests', code: 'number', params: {} }];
      expect(buildResult('accept', form, new Map([['guests', 'many']]))).to.deep.equal({ ok: false, issues });
      expect(validateForm(form, new Map([['guests', 'many']]))).to.deep.equal(issues);
      expect(validateForm(form, new Map([['guests', '99999999999999999']]))).to.deep.equal([
        { field: 'guests', code: 'precision', params: {} },
      ]);
      expect(validateForm(form, new Map([['guests', '13']]))).to.deep.equal([
        { field: 'guests', code: 'maximum', params: { limit: 12 } },
      ]);
    });

    it('asks for an answer to a required Yes/No boolean', () => {
      const form = corpus('boolean-required');
      expect(buildResult('accept', form, initialValues(form))).to.deep.equal({
        ok: false,
        issues: [{ field: 'agree', code: 'required', params: {} }],
      });
      expect(contentOf(buildResult('accept', form, new Map([['agree', 'no']])))).to.deep.equal({ agree: false });
    });
  });

  describe('keys named like Object.prototype members (`proto-keys`)', () => {
    const raw = () =>
      new Map<string, RawValue>([
        ['__proto__', 'x'],
        ['constructor', 'y'],
        ['hasOwnProperty', '5'],
        ['toString', true],
      ]);

    it('makes "__proto__" an own key of the content and leaves the prototype alone', () => {
      const content = contentOf(buildResult('accept', corpus('proto-keys'), raw()));
      expect(Object.keys(content)).to.deep.equal(['__proto__', 'constructor', 'hasOwnProperty', 'toString']);
      expect(Object.hasOwn(content, '__proto__')).to.equal(true);
      expect(Object.getOwnPropertyDescriptor(content, '__proto__')?.value).to.equal('x');
      expect(Object.getPrototypeOf(content)).to.equal(Object.prototype);
      expect(content['hasOwnProperty']).to.equal(5);
      expect(content['toString']).to.equal(true);
    });

    it('does not pollute Object.prototype', () => {
      buildResult('accept', corpus('proto-keys'), raw());
      const fresh: Record<string, unknown> = {};
      expect(Object.keys(Object.prototype)).to.deep.equal([]);
      expect(typeof fresh.toString).to.equal('function');
      expect(typeof fresh.hasOwnProperty).to.equal('function');
      expect(fresh.constructor).to.equal(Object);
    });

    it('serialises "__proto__" as a key, and reads back the same', () => {
      const content = contentOf(buildResult('accept', corpus('proto-keys'), raw()));
      const json = JSON.stringify(content);
      expect(json).to.equal('{"__proto__":"x","constructor":"y","hasOwnProperty":5,"toString":true}');
      expect(validateContent(corpus('proto-keys'), JSON.parse(json))).to.deep.equal([]);
    });

    it('still requires "__proto__" when it is not answered', () => {
      const form = corpus('proto-keys');
      expect(buildResult('accept', form, initialValues(form))).to.deep.equal({
        ok: false,
        issues: [{ field: '__proto__', code: 'required', params: {} }],
      });
    });
  });
});

describe('core: the issues a form shows', () => {
  const form = parsed({
    message: 'm',
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', format: 'email', minLength: 3 },
        day: { type: 'string', format: 'date' },
        at: { type: 'string', format: 'date-time' },
        count: { type: 'integer', minimum: 2 },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 1 },
      },
      required: ['name', 'tags'],
    },
  });
  const values = (entries: [string, RawValue][]) => new Map<string, RawValue>([...initialValues(form), ...entries]);

  it('one issue per field, in field order, the first under the schema’s rules', () => {
    const raw = values([['count', '1'], ['name', 'ab'], ['tags', []]]);
    expect(validateForm(form, raw).filter((i) => i.field === 'name'), 'the name breaks two rules').to.have.length(2);
    const issues = fieldIssues(form, raw);
    expect(issues.map((i) => `${i.field}:${i.code}`)).to.deep.equal(['name:minLength', 'count:minimum', 'tags:required']);
  });

  it('a control holding unreadable text shows that, before any rule', () => {
    const issues = fieldIssues(form, values([['name', 'a@b.example'], ['tags', ['a']], ['count', '']]), new Set(['count', 'day', 'at']));
    expect(issues.map((i) => `${i.field}:${i.code}`)).to.deep.equal(['day:date', 'at:date-time', 'count:number']);
    expect(unreadableIssue(form.fields[0]!)).to.deep.equal({ field: 'name', code: 'number', params: {} });
  });

  it('no issue when every answer is right', () => {
    expect(fieldIssues(form, values([['name', 'a@b.example'], ['tags', ['b']]]))).to.deep.equal([]);
  });

  it('names the field a problem of the request points into', () => {
    expect(problemField({ path: ['requestedSchema', 'properties', 'day', 'default'], code: 'default-invalid' })).to.equal('day');
    expect(problemField({ path: ['requestedSchema', 'properties', 'tags'], code: 'schema-type' })).to.equal('tags');
    expect(problemField({ path: ['requestedSchema', 'type'], code: 'schema-type' })).to.equal(undefined);
    expect(problemField({ path: ['message'], code: 'message-invalid' })).to.equal(undefined);
  });
});
