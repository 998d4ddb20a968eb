/**
 * Requests and results against the official MCP JSON Schema definitions (test/fixtures/mcp-schema, copied
 * from the specification repository). Every request of the corpus must be one the spec admits (or, for the
 * malformed ones, one it refuses, as marked); every result the kit builds must be a valid `ElicitResult`.
 *
 * One known discrepancy of the official JSON Schema: it types content values as
 * `string | integer | boolean | string[]`, while the spec's TypeScript (and `NumberSchema`) allow any number.
 * A fractional number from a `type: "number"` field is therefore refused by the JSON definition only; the test
 * asserts that such values are the only thing it refuses.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type Ajv2020 from 'ajv/dist/2020.js';
import { buildResult, initialValues, type Field, type ProtocolVersion, type RawValue } from '@mcp-elicit/core';
import { parsedForm as form } from '../helpers/forms.js';
import { formParamsDefinition, officialAjv, officialDefinition, referenceAjv, VERSIONS, type ErrorObject } from '../helpers/ajv.js';
import { formRequest, rawAnswers } from '../helpers/arbitraries.js';
import { invalidForms, validForms } from '../fixtures/requests.js';

const SEED = 20261129;
const since = (version: ProtocolVersion) => VERSIONS.filter((v) => v >= version);
const pointerOf = (key: string) => `/content/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** A valid raw answer for a field (the corpus needs one for required fields without default). */
function validRaw(field: Field): RawValue {
  switch (field.kind) {
    case 'text': {
      const byFormat = { email: 'ada@example.org', uri: 'https://example.com', date: '2026-01-02', 'date-time': '2026-01-02T10:00' };
      return field.format ? byFormat[field.format] : 'x'.repeat(Math.max(1, field.minLength ?? 1));
    }
    case 'number':
      return String(field.minimum ?? 1);
    case 'boolean':
      return field.control === 'yes-no' ? 'yes' : true;
    case 'single-select':
      return field.options[0]?.value ?? '';
    case 'multi-select':
      return field.options.slice(0, Math.max(1, field.minItems ?? 1)).map((o) => o.value);
  }
}

/** Errors of the official ElicitResult that are not the fractional-number discrepancy. */
function unexpectedErrors(errors: ErrorObject[] | null | undefined, content: Record<string, unknown>): ErrorObject[] {
  const fractional = new Set(
    Object.entries(content)
      .filter(([, v]) => typeof v === 'number' && !Number.isInteger(v))
      .map(([k]) => pointerOf(k)),
  );
  return (errors ?? []).filter((e) => !fractional.has(e.instancePath));
}

describe('core: requests and results against the official MCP schema', function () {
  this.timeout(60_000);
  let ajv: Ajv2020;
  before(async () => {
    ajv = await officialAjv();
  });

  for (const c of validForms) {
    it(`request "${c.id}" is valid form params from ${c.version} on`, () => {
      for (const version of since(c.version)) {
        const validate = officialDefinition(ajv, version, formParamsDefinition(version));
        expect(validate(c.params), `${version}: ${JSON.stringify(validate.errors)}`).to.equal(true);
      }
    });
  }

  it('malformed requests of the corpus are refused by the official schema exactly where marked', () => {
    const validate = officialDefinition(ajv, '2025-11-25', 'ElicitRequestFormParams');
    const verdicts = invalidForms.map((c) => [c.id, !validate(c.params)]);
    expect(verdicts).to.deep.equal(invalidForms.map((c) => [c.id, c.officiallyInvalid]));
  });

  it('every accept built from the corpus is a valid ElicitResult of its versions', () => {
    for (const c of validForms) {
      const parsed = form(c.params);
      const raw = initialValues(parsed);
      for (const field of parsed.fields) if (field.required && field.default === undefined) raw.set(field.key, validRaw(field));
      const outcome = buildResult('accept', parsed, raw);
      if (!outcome.ok) throw new Error(`${c.id}: ${JSON.stringify(outcome.issues)}`);
      const content = (outcome.result as { content: Record<string, unknown> }).content;
      for (const version of since(c.version)) {
        const validate = officialDefinition(ajv, version, 'ElicitResult');
        validate(outcome.result);
        expect(unexpectedErrors(validate.errors, content), `${c.id} @ ${version}`).to.deep.equal([]);
      }
    }
  });

  it('decline and cancel are valid ElicitResults in every version', () => {
    for (const version of VERSIONS) {
      const validate = officialDefinition(ajv, version, 'ElicitResult');
      expect(validate(buildResult('decline')), version).to.equal(true);
      expect(validate(buildResult('cancel')), version).to.equal(true);
    }
  });

  it('every accept built from generated answers satisfies the request and the official ElicitResult', () => {
    const reference = referenceAjv();
    const elicitResult = officialDefinition(ajv, '2025-11-25', 'ElicitResult');
    let built = 0;
    let refused = 0;
    const cases = formRequest.chain((request) => fc.tuple(fc.constant(request), rawAnswers(form(request).fields)));
    fc.assert(
      fc.property(cases, ([request, raw]) => {
        const parsed = form(request);
        const outcome = buildResult('accept', parsed, raw, { offsetMinutes: 90 });
        if (!outcome.ok) {
          refused++;
          expect(outcome.issues.length).to.be.greaterThan(0);
          return;
        }
        built++;
        const content = (outcome.result as { content: Record<string, unknown> }).content;
        expect(reference.validate(request.requestedSchema, content), JSON.stringify(reference.errors)).to.equal(true);
        elicitResult(outcome.result);
        expect(unexpectedErrors(elicitResult.errors, content)).to.deep.equal([]);
        // Only declared keys, and no empty strings or nulls standing in for "not answered" (an empty string is
        // sent only where it is one of the field's own options).
        for (const [key, value] of Object.entries(content)) {
          const field = parsed.fields.find((f) => f.key === key);
          expect(field, key).not.to.equal(undefined);
          expect(value).not.to.equal(null);
          if (value === '') expect(field?.kind === 'single-select' && field.options.some((o) => o.value === ''), key).to.equal(true);
        }
      }),
      { seed: SEED, numRuns: 1500 },
    );
    console.log(`official-schema: ${built} accepts built and checked, ${refused} answer sets refused with issues`);
    expect(built).to.be.greaterThan(100);
  });
});
