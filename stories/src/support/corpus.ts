/**
 * The request corpus of the tests (test/fixtures), looked up by id for stories. A story names its case; a
 * case that disappears from the corpus fails the story (and so the smoke check) instead of going blank.
 */
import type { ElicitRequestFormParams, ElicitRequestURLParams, ServerIdentity } from '@mcp-elicit/core';
import { everythingRequest, invalidForms, validForms } from '../../../test/fixtures/requests.js';
import { urlCases } from '../../../test/fixtures/urls.js';

export { everythingRequest, invalidForms, urlCases, validForms };

export const SERVER: ServerIdentity = { name: 'table-booking', title: 'Table Booking', version: '1.4.0' };

function find<T extends { id: string }>(list: T[], id: string, what: string): T {
  const found = list.find((c) => c.id === id);
  if (!found) throw new Error(`No ${what} case "${id}" in test/fixtures`);
  return found;
}

/** A form request of the corpus, valid or not, as the server sent it. */
export function formRequest(id: string): ElicitRequestFormParams {
  const c = validForms.find((v) => v.id === id) ?? find(invalidForms, id, 'form');
  return c.params as ElicitRequestFormParams;
}

export const formIds = [...validForms.map((c) => c.id), ...invalidForms.map((c) => c.id)];

/** Every form request of the corpus by id: the options of a `request` select control. */
export const formMapping = Object.fromEntries(formIds.map((id) => [id, formRequest(id)]));

/** A URL request for a URL of the corpus. */
export function urlRequest(id: string): ElicitRequestURLParams {
  const c = find(urlCases, id, 'URL');
  return { mode: 'url', message: 'Sign in to continue. The page opens outside this app.', url: c.url, elicitationId: `story-${c.id}` };
}

export const urlMapping = Object.fromEntries(urlCases.map((c) => [c.id, urlRequest(c.id)]));

/** The corpus's longest address, a single unbroken word of about 750 characters. */
const longWord = find(urlCases, 'very-long', 'URL').url;

/** server-everything's request with long text in every slot: message, labels, help, an option. */
export function longTextRequest(): ElicitRequestFormParams {
  const schema = everythingRequest.requestedSchema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([key, p]) => [
      key,
      { ...p, title: `${p.title} — ${p.description}`, description: `${p.description}. ${p.description}. ${p.description}.` },
    ]),
  );
  return {
    message: `${everythingRequest.message} ${'This request explains itself at length, as some servers do. '.repeat(6)}Reference: ${longWord}`,
    requestedSchema: { ...schema, properties } as ElicitRequestFormParams['requestedSchema'],
  };
}

/** server-everything's request with its message in Arabic, for right-to-left layout with RTL server text. */
export function rtlRequest(): ElicitRequestFormParams {
  return { ...(everythingRequest as ElicitRequestFormParams), message: 'يرجى تقديم المدخلات للحقول التالية:' };
}
