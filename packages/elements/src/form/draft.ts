/**
 * The form's draft in the page: what the person typed for a question the host gave an id (`questionId`), kept in
 * `sessionStorage` (it survives a reload of the tab, not other tabs or the closed tab) until the question ends.
 * Loaded on demand, only by a form with a `questionId`. Storage may be missing or refuse (private mode, a full
 * quota, a sandboxed frame, a page that forbids it): then nothing is kept and nothing throws. What is read back is
 * untrusted and goes through core's checks (`restoreDraft`). Nothing here ever leaves the page.
 */
import { draftFingerprint, draftOf, restoreDraft } from '@mcp-elicit/core/draft';
import type { ElicitRequestFormParams, ParsedForm, RawValue, RawValues } from '@mcp-elicit/core';

const PREFIX = 'mcp-elicit:draft:';

/** A stored draft longer than this was not typed by a person: it is not even parsed. */
const MAX_STORED = 1_000_000;

/** The fingerprint of each request seen, taken once per request object (not per keystroke). */
const fingerprints = new WeakMap<object, string | undefined>();
function fingerprintOf(request: ElicitRequestFormParams): string | undefined {
  if (!fingerprints.has(request)) fingerprints.set(request, draftFingerprint(request));
  return fingerprints.get(request);
}

/** Runs one storage step; any failure (no storage, a SecurityError, a full quota) is nothing kept. */
function attempt<T>(step: (storage: Storage) => T): T | undefined {
  try {
    return step(sessionStorage);
  } catch {
    return undefined;
  }
}

/** The draft of this question, if one was kept for this very request: the values to start from, and which came back. */
export function readDraft(
  questionId: string,
  request: ElicitRequestFormParams,
  form: ParsedForm,
  values: RawValues,
): { values: Map<string, RawValue>; restored: string[] } | undefined {
  const fingerprint = fingerprintOf(request);
  const text = fingerprint === undefined ? undefined : attempt((s) => s.getItem(PREFIX + questionId));
  if (!fingerprint || !text || text.length > MAX_STORED) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return undefined;
  }
  return restoreDraft(form, fingerprint, stored, values);
}

/**
 * Keeps what the person has typed so far (secret-looking fields never); without `values`, the question ended
 * (answered, declined, cancelled, stopped, or reset to its defaults) and its draft goes.
 */
export function keepDraft(questionId: string, request: ElicitRequestFormParams, form: ParsedForm, values?: RawValues): void {
  const fingerprint = fingerprintOf(request);
  attempt((s) =>
    values && fingerprint ? s.setItem(PREFIX + questionId, JSON.stringify(draftOf(form, fingerprint, values))) : s.removeItem(PREFIX + questionId),
  );
}
