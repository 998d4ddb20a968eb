/**
 * The kit's own validator against the reference (ajv 2020-12 + ajv-formats, what the official SDKs run on the
 * server side). For generated schemas of the flat subset and generated answers, both must reach the same
 * verdict; and the kit must keep a default exactly when the reference accepts it. A fixed seed keeps CI stable;
 * `pnpm fuzz` runs many more from a fresh one (helpers/fuzz.ts).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { isDate, isDateTime, isEmail, isUri, parse, validateContent } from '@mcp-elicit/core';
import { parsedForm } from '../helpers/forms.js';
import { referenceAjv } from '../helpers/ajv.js';
import {
  candidateValue,
  contentFor,
  dateText,
  dateTimeText,
  emailText,
  formRequest,
  propertySchema,
  uriText,
  type GeneratedRequest,
} from '../helpers/arbitraries.js';
import { fuzzSettings, type FuzzSettings } from '../helpers/fuzz.js';

const ajv = referenceAjv();

let compared = 0;
let accepted = 0;

describe('core: differential test against ajv + ajv-formats', function () {
  this.timeout(600_000);
  let fuzz: FuzzSettings;
  before(async () => {
    fuzz = await fuzzSettings();
  });

  after(() => console.log(`differential: ${compared} verdicts compared with ajv, ${accepted} of them valid`));

  it('gives the same verdict as ajv for generated requests and answers', () => {
    const schemaAndContents = formRequest.chain((request) =>
      fc.tuple(fc.constant(request), fc.array(contentFor(request), { minLength: 8, maxLength: 8 })),
    );
    fc.assert(
      fc.property(schemaAndContents, ([request, contents]: [GeneratedRequest, unknown[]]) => {
        const form = parsedForm(request);
        const reference = ajv.compile(request.requestedSchema);
        for (const content of contents) {
          const ours = validateContent(form, content);
          const theirs = reference(content);
          compared++;
          if (theirs) accepted++;
          if ((ours.length === 0) !== theirs) {
            throw new Error(
              `verdicts differ for ${JSON.stringify(content)} against ${JSON.stringify(request.requestedSchema)}: ` +
                `kit ${JSON.stringify(ours)}, ajv ${JSON.stringify(reference.errors)}`,
            );
          }
        }
      }),
      { seed: fuzz.seed, numRuns: 800 * fuzz.scale },
    );
  });

  it('keeps a default exactly when ajv accepts it against its own property schema', () => {
    fc.assert(
      fc.property(propertySchema, candidateValue, (schema, value) => {
        const withDefault = { ...schema, default: value };
        const result = parse({ message: 'm', requestedSchema: { type: 'object', properties: { f: withDefault } } });
        const kept = result.ok && result.form.fields[0] !== undefined && 'default' in result.form.fields[0];
        const valid = ajv.validate(schema, value);
        compared++;
        if (valid) accepted++;
        if (kept !== valid) throw new Error(`default ${JSON.stringify(value)} of ${JSON.stringify(schema)}: kit kept=${kept}, ajv=${valid}`);
        // A refused default of the right type is a notice; of the wrong type a problem. Either way it is said.
        if (!valid) expect(result.ok ? result.form.notices.length : result.problems.length).to.be.greaterThan(0);
      }),
      { seed: fuzz.seed, numRuns: 3000 * fuzz.scale },
    );
  });

  const formats = [
    ['email', isEmail, emailText],
    ['uri', isUri, uriText],
    ['date', isDate, dateText],
    ['date-time', isDateTime, dateTimeText],
  ] as const;
  for (const [format, check, texts] of formats) {
    it(`agrees with ajv-formats on "${format}" for edge-biased strings`, () => {
      const reference = ajv.compile({ type: 'string', format });
      fc.assert(
        fc.property(fc.oneof(texts, fc.string({ maxLength: 12 })), (text) => {
          compared++;
          if (reference(text)) accepted++;
          if (check(text) !== reference(text)) throw new Error(`${format} ${JSON.stringify(text)}: kit ${check(text)}, ajv ${reference(text)}`);
        }),
        { seed: fuzz.seed, numRuns: 5000 * fuzz.scale },
      );
    });
  }
});
