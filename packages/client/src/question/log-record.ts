/**
 * The making of a log record (see `./log.ts`): loaded on the first record, so a host without a log never pays for it.
 */
import type { ElicitRequestParams, ParseResult } from '@mcp-elicit/core';
import type { AskContext } from './ask.js';
import type { ElicitationLogRecord, Ended, LogExtra, LogOptions } from './log.js';

/** The registrable domain of a page (loaded on demand: only URL questions need the suffix list). */
async function siteOf(url: string): Promise<string | undefined> {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return undefined;
  }
  try {
    const { getDomain } = await import('tldts');
    return getDomain(host, { allowPrivateDomains: true }) ?? host;
  } catch {
    return host;
  }
}

/** The accepted content without the fields that look like secrets (every field, when the request was unreadable). */
function loggableContent({ answered, form }: LoggedContent): Record<string, unknown> {
  const secret = new Set(form.ok ? form.form.fields.filter((f) => f.secret).map((f) => f.key) : Object.keys(answered));
  return Object.fromEntries(Object.entries(answered).filter(([key]) => !secret.has(key)));
}

/** What `logContent` logs of an accepted form: its content as answered, and the request's parse (which fields look like secrets). */
export interface LoggedContent {
  answered: Record<string, unknown>;
  form: ParseResult;
}

/** Builds a record and hands it to `onLog`; a throwing `onLog` is reported and never breaks the question's flow. */
export async function deliverRecord(
  options: LogOptions,
  request: ElicitRequestParams,
  context: AskContext,
  ended: Ended & { endedAt: number },
  extra: LogExtra,
  logged: LoggedContent | undefined,
): Promise<void> {
  const { onLog } = options;
  if (!onLog) return;
  const now = ended.endedAt;
  const mode = request.mode === 'url' ? 'url' : 'form';
  const record: ElicitationLogRecord = {
    at: new Date(now).toISOString(),
    ...(context.server && { server: context.server }),
    ...(context.tool !== undefined && { tool: context.tool }),
    ...(context.taskId !== undefined && { taskId: context.taskId }),
    mode,
    outcome: ended.outcome,
    ...(context.round !== undefined && { round: context.round }),
    ...(ended.shownAt !== undefined && { shownMs: now - ended.shownAt }),
    waitedMs: now - ended.askedAt,
    ...((extra.questionId ?? context.questionId) !== undefined && { questionId: extra.questionId ?? context.questionId }),
    ...(extra.channel !== undefined && { channel: extra.channel }),
    ...(logged && { content: loggableContent(logged) }),
  };
  const site = request.mode === 'url' ? await siteOf(request.url) : undefined;
  try {
    onLog(site === undefined ? record : { ...record, site });
  } catch (error) {
    console.error('[mcp-elicit] onLog failed:', error);
  }
}

