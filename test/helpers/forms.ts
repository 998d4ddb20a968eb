/** Parsing shortcuts for tests: a parsed form, or a failure that shows the problems. */
import { parse, type Field, type ParsedForm } from '@mcp-elicit/core';
import { validForms } from '../fixtures/requests.js';

export function parsedForm(params: unknown): ParsedForm {
  const result = parse(params);
  if (!result.ok) throw new Error(`expected a form, got ${JSON.stringify(result.problems)}`);
  return result.form;
}

/** The parsed form of a corpus request, by id. */
export function corpusForm(id: string): ParsedForm {
  const found = validForms.find((c) => c.id === id);
  if (!found) throw new Error(`no corpus request ${id}`);
  return parsedForm(found.params);
}

/** The single field `f` of a one-field form. */
export function singleField(schema: object, required = false): Field {
  const form = parsedForm({ message: 'm', requestedSchema: { type: 'object', properties: { f: schema }, required: required ? ['f'] : [] } });
  const f = form.fields[0];
  if (!f) throw new Error('no field');
  return f;
}
