/**
 * One record per question when it ends: who asked (server, tool, task), what kind of question (form, or a page on
 * which site), how it ended and how long it took. A host gives `onLog` to whichever layer it uses (the SDK binding,
 * `callWithInput`, a session, the presenter, React's store, the bridge) and sends the records to its own logging;
 * `summarize` in `@mcp-elicit/core/guard` turns them into "which tools nag".
 *
 * What the person typed is never in a record unless the host opts in (`logContent`), and a field that looks like a
 * secret never is: a log is read by more people than a form.
 */
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
import { readOnce } from '@mcp-elicit/core/base';
import type { ElicitationLogRecord, LogOutcome } from '@mcp-elicit/core/guard';
import type { Ask, AskContext } from './ask.js';
import { cancelReason, stopReasonOf } from './stop.js';

export type { ElicitationLogRecord, LogOutcome };

export type OnLog = (record: ElicitationLogRecord) => void;

export interface LogOptions {
  /** Called once per question when it ends (never with what was typed, unless `logContent`). */
  onLog?: OnLog;
  /** Adds the accepted form content to each record, minus every field that looks like a secret (default false). */
  logContent?: boolean;
}

/** What a layer knows about a question beyond its context (the bridge's channel and id). */
export type LogExtra = Pick<ElicitationLogRecord, 'channel' | 'questionId'>;

/** How a question ended and when it was asked, shown and ended (epoch milliseconds). */
export interface Ended {
  outcome: LogOutcome;
  askedAt: number;
  shownAt?: number;
  endedAt?: number;
  result?: ElicitResult;
}

/** Results the guard rails gave for the person, with why (a remembered choice, a cap): their record says so. */
const answeredFor = new WeakMap<object, LogOutcome>();

/** Marks `result` as given for the person (`remembered`, `capped`), so every log that sees it records that. */
export function answeredForPerson(result: ElicitResult, outcome: 'remembered' | 'capped'): ElicitResult {
  answeredFor.set(result, outcome);
  return result;
}

export function outcomeOf(result: ElicitResult): LogOutcome {
  const marked = answeredFor.get(result);
  if (marked) return marked;
  const reason = cancelReason(result);
  return reason && reason !== 'user' ? reason : result.action;
}

/** Records leave in the order their questions ended, whatever each waits for (its module, the suffix list). */
let queue: Promise<void> = Promise.resolve();

/**
 * Hands the question's record to `onLog`, soon after it ended: the record is made by a module loaded on first use,
 * so a host without a log never loads it (and a URL question's site needs the suffix list, loaded on demand too).
 */
export function emitRecord(options: LogOptions, request: ElicitRequestParams, context: AskContext, ended: Ended, extra: LogExtra = {}): void {
  if (!options.onLog) return;
  const at = { ...ended, endedAt: ended.endedAt ?? Date.now() };
  // The accepted content as it is now, and the parse the answer's check already made (the record's module takes
  // the fields that look like secrets out, and shares no code with this one).
  const { result } = ended;
  const content =
    options.logContent && result?.action === 'accept' && request.mode !== 'url' && result.content
      ? { answered: { ...result.content }, form: readOnce(request) }
      : undefined;
  queue = queue
    .then(() => import('./log-record.js'))
    .then(({ deliverRecord }) => deliverRecord(options, request, context, at, extra, content))
    .catch((error: unknown) => console.error('[mcp-elicit] the log could not be written:', error));
}

/**
 * `ask` with one record per question: when its answer comes, or when the asker stops waiting (the context's signal
 * aborts), whichever is first. The question itself goes on exactly as without a log. The UI says when the question
 * is on screen through `context.onShown`.
 */
export function loggedAsk(ask: Ask, options: LogOptions, extra?: () => LogExtra): Ask {
  if (!options.onLog) return ask;
  return (request, context) => {
    const askedAt = Date.now();
    const { signal } = context;
    let shownAt: number | undefined;
    let ended = false;
    const end = (outcome: LogOutcome, result?: ElicitResult) => {
      if (ended) return;
      ended = true;
      signal?.removeEventListener('abort', onAbort);
      emitRecord(options, request, context, { outcome, askedAt, ...(shownAt !== undefined && { shownAt }), ...(result && { result }) }, extra?.());
    };
    const onAbort = () => end(stopReasonOf(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    const onShown = () => {
      if (shownAt !== undefined) return;
      shownAt = Date.now();
      context.onShown?.();
    };
    const answer = ask(request, { ...context, onShown });
    answer.then(
      (result) => end(outcomeOf(result), result),
      () => end(signal?.aborted ? stopReasonOf(signal.reason) : 'aborted'),
    );
    return answer;
  };
}
