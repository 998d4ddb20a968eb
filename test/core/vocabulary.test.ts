/**
 * One list per vocabulary: the stop reasons and details are core's lists, and everything that says them (the
 * client's check, every language's texts) follows those lists; a number or a local date-time is one shape whether an
 * answer is coerced or a draft brought back.
 */
import { expect } from '@open-wc/testing';
import { coerceValue, en, parse, validateValue, type ParsedForm } from '@mcp-elicit/core';
import { STOP_DETAILS, STOP_REASONS, TEXT_FORMATS } from '@mcp-elicit/core/base';
import { draftFingerprint, restoreDraft } from '@mcp-elicit/core/draft';
import { enStopped } from '@mcp-elicit/core/record';
import { isStopReason, stopReasonOf } from '@mcp-elicit/client/browser';
import { de, deStopped } from '@mcp-elicit/core/de';
import { arStopped } from '@mcp-elicit/core/ar';
import { jaStopped } from '@mcp-elicit/core/ja';

describe('one list per vocabulary', () => {
  it('the client checks a stop reason against core\'s list, and no detail passes for a reason', () => {
    expect([...STOP_REASONS]).to.deep.equal(['expired', 'aborted', 'disconnected']);
    for (const reason of STOP_REASONS) {
      expect(isStopReason(reason), reason).to.equal(true);
      expect(stopReasonOf({ reason }), reason).to.equal(reason);
    }
    for (const detail of STOP_DETAILS) expect(isStopReason(detail), detail).to.equal(false);
    expect(isStopReason('answered')).to.equal(false);
  });

  it('every language words exactly the reasons and details of core\'s lists', () => {
    const keys = [...STOP_REASONS, ...STOP_DETAILS].map((r) => `stopped.${r}`).sort();
    for (const table of [enStopped, deStopped, arStopped, jaStopped]) expect(Object.keys(table).sort()).to.deep.equal(keys);
  });

  const request = (schema: object) => ({
    mode: 'form' as const,
    message: 'm',
    requestedSchema: { type: 'object' as const, properties: { x: schema } },
  });
  const formOf = (schema: object): ParsedForm => {
    const result = parse(request(schema));
    if (!result.ok) throw new Error('unparsable');
    return result.form;
  };
  /** Whether a draft may bring `value` back into the field `x` of `schema`. */
  const restores = (schema: object, value: string): boolean => {
    const form = formOf(schema);
    const fingerprint = draftFingerprint(request(schema) as Parameters<typeof draftFingerprint>[0]) ?? '';
    return restoreDraft(form, fingerprint, { f: fingerprint, v: { x: value } }, new Map())?.restored.includes('x') ?? false;
  };

  it('a draft brings back a number exactly when the answer reads it as one', () => {
    // Finite numbers only: a draft keeps the input's shape whatever its size, an answer also needs it finite.
    const texts = ['1', '-2.5', '+.5', '1e3', '2E-2', '1.', '.', 'e3', '1e', '0x10', '1,5', '--1', '١', 'Infinity', ''];
    const field = formOf({ type: 'number' }).fields[0]!;
    for (const text of texts) {
      const read = text === '' || coerceValue(field, text).value !== undefined;
      expect(restores({ type: 'number' }, text), text).to.equal(read);
    }
  });

  it('a draft brings back a local date-time exactly in the shape the answer converts', () => {
    const texts = ['2026-03-01T10:30', '2026-03-01T10:30:15', '2026-03-01T10:30:15.250', '2026-03-01T10:30:15.2500', '2026-03-01 10:30', '2026-03-01T10', '2026-03-01'];
    const field = formOf({ type: 'string', format: 'date-time' }).fields[0]!;
    for (const text of texts) {
      const converted = coerceValue(field, text, { offsetMinutes: 0 }).value !== undefined;
      expect(restores({ type: 'string', format: 'date-time' }, text), text).to.equal(converted);
    }
  });

  it('the parser understands exactly the formats of core\'s list, each checked and worded as its own issue', () => {
    expect([...TEXT_FORMATS]).to.deep.equal(['email', 'uri', 'date', 'date-time']);
    for (const format of TEXT_FORMATS) {
      const form = formOf({ type: 'string', format });
      const field = form.fields[0]!;
      expect(field.kind === 'text' && field.format, format).to.equal(format);
      expect(validateValue(field, 'not this format').map((i) => i.code), format).to.deep.equal([format]);
      expect(en[`issue.${format}`], format).to.be.a('string');
      expect(de[`issue.${format}`], format).to.be.a('string');
    }
    expect(parse(request({ type: 'string', format: 'time' })).ok).to.equal(false);
  });
});
