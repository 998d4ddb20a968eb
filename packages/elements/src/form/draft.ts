/**
 * The form's draft in the page, as a controller the form adds once this module is in: what the person typed for a
 * question the host gave an id (`questionId`), kept in `sessionStorage` (it survives a reload of the tab, not other
 * tabs or the closed tab) until the question ends, and brought back when the same question is shown again.
 * Loaded on demand, only by a form with a `questionId` (its render waits for it, so the draft is in the fields from
 * the first render). Storage may be missing or refuse (private mode, a full quota, a sandboxed frame, a page that
 * forbids it): then nothing is kept and nothing throws. What is read back is untrusted and goes through core's
 * checks (`restoreDraft`). Nothing here ever leaves the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
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
function readDraft(
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
function keepDraft(questionId: string, request: ElicitRequestFormParams, form: ParsedForm, values?: RawValues): void {
  const fingerprint = fingerprintOf(request);
  attempt((s) =>
    values && fingerprint ? s.setItem(PREFIX + questionId, JSON.stringify(draftOf(form, fingerprint, values))) : s.removeItem(PREFIX + questionId),
  );
}

/** The form as its draft sees it. */
export interface DraftHost extends ReactiveControllerHost {
  readonly questionId?: string | undefined;
  readonly questionEnded?: Promise<unknown> | undefined;
  readonly request?: ElicitRequestFormParams | undefined;
}

export class DraftController implements ReactiveController {
  /** The question's step at the end of the last update: entering the expired state since is what drops the draft. */
  private seen: string | undefined;

  /** `form` is the parsed request's form, if it parsed; `step` the question's step now (answer.ts). */
  constructor(
    private readonly host: DraftHost,
    private readonly form: () => ParsedForm | undefined,
    private readonly step: () => string,
  ) {
    host.addController(this);
  }

  /** What the person had typed for this question, when kept for this very request: the values and which came back. */
  restore(values: RawValues): { values: Map<string, RawValue>; restored: string[] } | undefined {
    const { questionId, request } = this.host;
    const form = this.form();
    return questionId && request && form ? readDraft(questionId, request, form, values) : undefined;
  }

  /** Keeps `values` as the question's draft, or without them drops it (when the form has a question id). */
  keep(values?: RawValues, id = this.host.questionId): void {
    const { request } = this.host;
    const form = this.form();
    if (id && request && form) keepDraft(id, request, form, values);
  }

  /**
   * The question ended here: its draft goes, but not before the question is over where it waits
   * (`questionEnded`), since a refused answer brings it back. `values`, what was sent, are the draft until then.
   */
  keepUntilEnded(values?: RawValues): void {
    const { questionEnded, questionId } = this.host;
    const drop = () => this.keep(undefined, questionId);
    if (!questionEnded) return drop();
    if (values) this.keep(values);
    void questionEnded.then(drop, drop);
  }

  /**
   * Expired: the question ended without an answer from here, and its draft with it. Here, after the host's
   * `willUpdate`, rather than when it expires: an expiry before the first render waits for the request to be read.
   */
  hostUpdate(): void {
    if (this.step() === 'expired' && this.seen !== 'expired') this.keepUntilEnded();
  }

  hostUpdated(): void {
    this.seen = this.step();
  }
}
