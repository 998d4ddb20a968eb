import { expect } from '@open-wc/testing';
import { parse, type Field } from '@mcp-elicit/core';
import { parsedForm } from '../helpers/forms.js';
import { invalidForms, validForms, everythingRequest } from '../fixtures/requests.js';

function field(params: unknown, key: string): Field {
  const found = parsedForm(params).fields.find((f) => f.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
}

const one = (schema: object, required: string[] = []) => ({
  message: 'm',
  requestedSchema: { type: 'object', properties: { f: schema }, required },
});

describe('core: parse', () => {
  describe('the corpus of valid requests', () => {
    for (const c of validForms) {
      it(`${c.id}: ${c.title}`, () => {
        const form = parsedForm(c.params);
        expect(form.fields.map((f) => f.kind)).to.deep.equal(c.kinds);
      });
    }
  });

  describe('the corpus of malformed and out-of-subset requests', () => {
    for (const c of invalidForms) {
      it(`${c.id}: ${c.title}`, () => {
        const result = parse(c.params);
        expect(result.ok).to.equal(false);
        if (!result.ok) expect(result.problems.map((p) => p.code)).to.deep.equal(c.problems);
      });
    }
  });

  it('classifies every variant in the documented order', () => {
    const cases: [object, Partial<Field> & { kind: Field['kind'] }][] = [
      [{ type: 'string' }, { kind: 'text' }],
      [{ type: 'string', format: 'date-time' }, { kind: 'text', format: 'date-time' }],
      [{ type: 'number' }, { kind: 'number', integer: false }],
      [{ type: 'integer' }, { kind: 'number', integer: true }],
      [{ type: 'boolean' }, { kind: 'boolean', control: 'checkbox' }],
      [{ type: 'string', enum: ['a'] }, { kind: 'single-select', variant: 'untitled' }],
      [{ type: 'string', enum: ['a'], enumNames: ['A'] }, { kind: 'single-select', variant: 'legacy' }],
      [{ type: 'string', oneOf: [{ const: 'a', title: 'A' }] }, { kind: 'single-select', variant: 'titled' }],
      // oneOf wins over enum when a server sends both shapes
      [{ type: 'string', oneOf: [{ const: 'a', title: 'A' }], enum: ['a'] }, { kind: 'single-select', variant: 'titled' }],
      [{ type: 'array', items: { type: 'string', enum: ['a'] } }, { kind: 'multi-select', variant: 'untitled' }],
      [{ type: 'array', items: { anyOf: [{ const: 'a', title: 'A' }] } }, { kind: 'multi-select', variant: 'titled' }],
      [{ type: 'array', items: { oneOf: [{ const: 'a', title: 'A' }] } }, { kind: 'multi-select', variant: 'titled' }],
    ];
    for (const [schema, expected] of cases) {
      expect(field(one(schema), 'f'), JSON.stringify(schema)).to.include(expected);
    }
  });

  it('keeps property order and required order', () => {
    const form = parsedForm({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { z: { type: 'string' }, a: { type: 'string' }, m: { type: 'string' } },
        required: ['m', 'z'],
      },
    });
    expect(form.fields.map((f) => f.key)).to.deep.equal(['z', 'a', 'm']);
    expect(form.required).to.deep.equal(['m', 'z']);
    expect(form.fields.map((f) => f.required)).to.deep.equal([true, false, true]);
  });

  it('labels from title, else the key; descriptions as given', () => {
    const form = parsedForm(everythingRequest);
    expect(form.fields[0]).to.include({ key: 'name', label: 'String', description: 'Your name', required: true });
    const noTitle = field(one({ type: 'string' }), 'f');
    expect(noTitle.label).to.equal('f');
    expect(noTitle).not.to.have.property('description');
  });

  it('reads options with their labels, keeping the first of repeated enum values', () => {
    const legacy = field(one({ type: 'string', enum: ['p1', 'p2', 'p1'], enumNames: ['Cats', 'Dogs', 'Again'] }), 'f');
    expect(legacy.kind === 'single-select' && legacy.options).to.deep.equal([
      { value: 'p1', label: 'Cats' },
      { value: 'p2', label: 'Dogs' },
    ]);
    const untitled = field(one({ type: 'array', items: { type: 'string', enum: ['x', 'y'] } }), 'f');
    expect(untitled.kind === 'multi-select' && untitled.options).to.deep.equal([
      { value: 'x', label: 'x' },
      { value: 'y', label: 'y' },
    ]);
  });

  it('makes a required boolean without default a Yes/No choice', () => {
    expect(field(one({ type: 'boolean' }, ['f']), 'f')).to.include({ control: 'yes-no' });
    expect(field(one({ type: 'boolean', default: false }, ['f']), 'f')).to.include({ control: 'checkbox' });
    expect(field(one({ type: 'boolean' }), 'f')).to.include({ control: 'checkbox' });
  });

  it('keeps valid defaults and reports, without using, defaults that break their own schema', () => {
    expect(field(one({ type: 'string', default: 'hi' }), 'f')).to.include({ default: 'hi' });
    const form = parsedForm(one({ type: 'string', minLength: 5, default: 'hi' }));
    expect(form.fields[0]).not.to.have.property('default');
    expect(form.notices).to.deep.equal([
      { path: ['requestedSchema', 'properties', 'f', 'default'], code: 'default-invalid', params: { issue: 'minLength' } },
    ]);
    const outOfRange = parsedForm(one({ type: 'integer', maximum: 10, default: 11 }));
    expect(outOfRange.notices.map((n) => n.params?.['issue'])).to.deep.equal(['maximum']);
    const badEmail = parsedForm(one({ type: 'string', format: 'email', default: 'nope' }));
    expect(badEmail.notices.map((n) => n.params?.['issue'])).to.deep.equal(['email']);
  });

  it('tells a malformed default (wrong type, outside the options: the request stops) from one it drops with a notice, for every kind', () => {
    const at = ['requestedSchema', 'properties', 'f', 'default'];
    const malformed: [string, object][] = [
      ['text given a number', { type: 'string', default: 3 }],
      ['text given null', { type: 'string', minLength: 1, default: null }],
      ['number given a string', { type: 'number', default: '3' }],
      ['integer given a fraction', { type: 'integer', default: 2.5 }],
      ['integer given a fraction out of range', { type: 'integer', minimum: 5, default: 2.5 }],
      ['boolean given a string', { type: 'boolean', default: 'true' }],
      ['required boolean given a number', { type: 'boolean', default: 0 }],
      ['single choice given a number', { type: 'string', enum: ['a', 'b'], default: 1 }],
      ['single choice outside its options', { type: 'string', oneOf: [{ const: 'a', title: 'A' }], default: 'b' }],
      ['multiple choice given a string', { type: 'array', items: { type: 'string', enum: ['a'] }, default: 'a' }],
      ['multiple choice given a number among strings', { type: 'array', items: { type: 'string', enum: ['a'] }, default: ['a', 1] }],
      ['multiple choice outside its options and too few', { type: 'array', minItems: 2, items: { type: 'string', enum: ['a', 'b'] }, default: ['z'] }],
    ];
    for (const [name, schema] of malformed) {
      const result = parse(one(schema, ['f']));
      expect(result, name).to.deep.equal({ ok: false, problems: [{ path: at, code: 'default-invalid' }] });
    }
    const dropped: [string, object, string][] = [
      ['text too short', { type: 'string', minLength: 3, default: 'a' }, 'minLength'],
      ['text not an email', { type: 'string', format: 'email', default: 'a' }, 'email'],
      ['number below its minimum', { type: 'number', minimum: 1, default: 0.5 }, 'minimum'],
      ['integer above its maximum', { type: 'integer', maximum: 1, default: 2 }, 'maximum'],
      ['multiple choice too few', { type: 'array', minItems: 2, items: { type: 'string', enum: ['a', 'b'] }, default: ['a'] }, 'minItems'],
      ['multiple choice too many', { type: 'array', maxItems: 1, items: { type: 'string', enum: ['a', 'b'] }, default: ['a', 'b'] }, 'maxItems'],
      ['multiple choice repeated', { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['a'] }, default: ['a', 'a'] }, 'uniqueItems'],
    ];
    for (const [name, schema, issue] of dropped) {
      const form = parsedForm(one(schema, ['f']));
      expect(form.fields[0], name).not.to.have.property('default');
      expect(form.notices, name).to.deep.equal([{ path: at, code: 'default-invalid', params: { issue } }]);
    }
  });

  it('reports every problem with its path, not only the first', () => {
    const result = parse({
      message: 42,
      requestedSchema: {
        type: 'object',
        properties: { a: { type: 'object' }, b: { type: 'string', minLength: 'x' }, c: { $ref: '#/c' } },
        required: ['a', 'zzz'],
      },
    });
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.problems).to.deep.equal([
      { path: ['message'], code: 'message-invalid' },
      { path: ['requestedSchema', 'required', 1], code: 'required-unknown', params: { key: 'zzz' } },
      { path: ['requestedSchema', 'properties', 'a', 'type'], code: 'nested-object' },
      { path: ['requestedSchema', 'properties', 'b', 'minLength'], code: 'keyword-invalid', params: { keyword: 'minLength' } },
      { path: ['requestedSchema', 'properties', 'c', '$ref'], code: 'ref-unsupported', params: { keyword: '$ref' } },
    ]);
  });

  it('ignores annotations and keywords that cannot constrain the field, refuses those that would', () => {
    const annotated = one({ type: 'string', title: 't', $comment: 'c', examples: ['x'], deprecated: false, 'x-ui': 1, minimum: 3 });
    expect(parse(annotated).ok).to.equal(true);
    for (const keyword of ['const', 'allOf', 'not', 'multipleOf', 'exclusiveMinimum']) {
      const result = parse(one({ type: 'number', [keyword]: keyword === 'allOf' ? [] : 1 }));
      expect(result.ok, keyword).to.equal(false);
    }
    const closed = parse({ message: 'm', requestedSchema: { type: 'object', properties: {}, additionalProperties: false } });
    expect(closed.ok && closed.form.closed).to.equal(true);
    const patterned = parse({ message: 'm', requestedSchema: { type: 'object', properties: {}, patternProperties: {} } });
    expect(patterned.ok).to.equal(false);
  });

  it('reads own properties only: inherited members are never fields and nothing is polluted', () => {
    const inherited = Object.create({ sneaky: { type: 'string' } }) as object;
    const result = parse({ message: 'm', requestedSchema: { type: 'object', properties: inherited, required: ['sneaky'] } });
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.problems.map((p) => p.code)).to.deep.equal(['required-unknown']);
    const proto = parse(validForms.find((c) => c.id === 'proto-keys')?.params);
    expect(proto.ok && proto.form.fields.map((f) => f.key)).to.deep.equal(['__proto__', 'constructor', 'hasOwnProperty', 'toString']);
    expect(({} as Record<string, unknown>)['type']).to.equal(undefined);
  });

  it('never throws, whatever it is given', () => {
    const odd: unknown[] = [null, undefined, 0, [], 'x', { requestedSchema: null }, { message: 'm', requestedSchema: { type: 'object', properties: [] } },
      { message: 'm', requestedSchema: { type: 'object', properties: { a: null, b: [], c: 'string' } } },
      { message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'array', items: null } } } },
      { message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'string', oneOf: [null] } } } }];
    for (const params of odd) expect(() => parse(params)).not.to.throw();
  });

  it('flags fields that look like secrets', () => {
    const secret = (schema: object, key = 'f') =>
      field({ message: 'm', requestedSchema: { type: 'object', properties: { [key]: schema } } }, key).secret;
    expect(secret({ type: 'string' }, 'password')).to.equal(true);
    expect(secret({ type: 'string' }, 'apiKey')).to.equal(true);
    expect(secret({ type: 'string', title: 'Card number' })).to.equal(true);
    expect(secret({ type: 'string', description: 'The CVV on the back' })).to.equal(true);
    expect(secret({ type: 'string' }, 'access_token')).to.equal(true);
    expect(secret({ type: 'string', title: 'Kennwort' })).to.equal(true);
    expect(secret({ type: 'string' }, 'keyboard')).to.equal(false);
    expect(secret({ type: 'string', title: 'Spinach preference' })).to.equal(false);
    expect(secret({ type: 'string', title: 'Your name' })).to.equal(false);
  });

  it('flags a secret exactly as whole words do, whatever the text (the quick search before the word split changes no verdict)', () => {
    // The reference: split into words, then look for each secret word as whole words (what looksSecret did alone).
    const wordsOf = (text: string) =>
      ` ${text.replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2').toLowerCase().replace(/[^\p{L}\d]+/gu, ' ').trim()} `;
    // Every secret word the parts below can spell (as one word or several).
    const list = ['password', 'passcode', 'pin', 'api key', 'apikey', 'card number', 'cardnumber', 'cvv', 'cvv2', 'one time code', 'prüfnummer', 'otp', 'secret', 'secret key'];
    const secret = (title: string) => field({ message: 'm', requestedSchema: { type: 'object', properties: { f: { type: 'string', title } } } }, 'f').secret;
    const reference = (title: string) => list.some((w) => wordsOf(title).includes(` ${w} `));
    const parts = ['api', 'Key', 'KEY', 'key', 'card', 'Number', 'num', 'pin', 'PIN', 'spinach', 'pass', 'word', 'Word', 'one', 'time', 'Code', 'cvv', '2', 'Prüf', 'nummer', 'PRÜFNUMMER', 'İ', 'ΣΣ', 'otp', 'secret', 'keys', 'é'];
    const separators = ['', ' ', '_', '-', '.', '  '];
    let seen = 0;
    let flagged = 0;
    for (let seed = 1; seed < 4000; seed++) {
      let n = seed * 2654435761;
      const next = (k: number) => ((n = (n * 1103515245 + 12345) >>> 0) >>> 8) % k;
      let title = '';
      const pick = (list: string[]) => list[next(list.length)] ?? '';
      for (let i = 0, count = 1 + next(4); i < count; i++) title += (i ? pick(separators) : '') + pick(parts);
      const verdict = reference(title);
      expect(secret(title), title).to.equal(verdict);
      seen++;
      if (verdict) flagged++;
    }
    expect(seen).to.equal(3999);
    expect(flagged).to.be.greaterThan(200);
  });
});
