/**
 * "After a week you will know which of your tools nag": the log summed up per server and tool — how often each
 * asked, how each question ended, how long people took — and the list of those that nag.
 */
import type { ElicitationLogRecord, LogOutcome } from './record.js';

export interface LogSummaryRow {
  /** The server's `name` (absent: unknown). */
  server?: string;
  /** Its display title, as the last record gave it. */
  serverTitle?: string;
  /** The tool (absent: unknown). */
  tool?: string;
  /** Questions that ended, however. */
  asked: number;
  /** How many ended each way (only the outcomes that occurred). */
  outcomes: Partial<Record<LogOutcome, number>>;
  /** The median time people took to answer (on screen when known, else waited), over their own answers. */
  medianAnswerMs?: number;
  /** Declined, cancelled or capped at least `nagShare` of the time (and asked at least `nagMinimum` times), or capped at all. */
  nags: boolean;
}

export interface LogSummary {
  /** Every server and tool, most questions first. */
  rows: LogSummaryRow[];
  /** The rows that nag: the fix queue. */
  nagging: LogSummaryRow[];
  /** Questions in all. */
  total: number;
  /** The first and last record's time. */
  from?: string;
  to?: string;
}

export interface SummaryOptions {
  /** The share of refusals (decline, cancel, capped) from which a tool nags (default 0.5). */
  nagShare?: number;
  /** A tool asked fewer times than this is not judged by its share (default 3). */
  nagMinimum?: number;
}

const ANSWERS: ReadonlySet<LogOutcome> = new Set(['accept', 'decline', 'cancel']);
const REFUSALS: readonly LogOutcome[] = ['decline', 'cancel', 'capped'];

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const [below = 0, at = 0] = sorted.slice(middle - 1, middle + 1);
  return sorted.length % 2 ? sorted[middle] : Math.round((below + at) / 2);
}

export function summarizeLog(records: readonly ElicitationLogRecord[], options: SummaryOptions = {}): LogSummary {
  const { nagShare = 0.5, nagMinimum = 3 } = options;
  const groups = new Map<string, { row: LogSummaryRow; times: number[] }>();
  let from: string | undefined;
  let to: string | undefined;
  for (const record of records) {
    const server = record.server?.name;
    const key = JSON.stringify([server ?? null, record.tool ?? null]);
    let group = groups.get(key);
    if (!group) {
      group = { row: { ...(server !== undefined && { server }), ...(record.tool !== undefined && { tool: record.tool }), asked: 0, outcomes: {}, nags: false }, times: [] };
      groups.set(key, group);
    }
    const { row } = group;
    if (record.server?.title) row.serverTitle = record.server.title;
    row.asked++;
    row.outcomes[record.outcome] = (row.outcomes[record.outcome] ?? 0) + 1;
    if (ANSWERS.has(record.outcome)) group.times.push(record.shownMs ?? record.waitedMs);
    if (from === undefined || record.at < from) from = record.at;
    if (to === undefined || record.at > to) to = record.at;
  }
  const rows = [...groups.values()].map(({ row, times }) => {
    const answerMs = median(times);
    const refused = REFUSALS.reduce((sum, outcome) => sum + (row.outcomes[outcome] ?? 0), 0);
    const nags = (row.outcomes.capped ?? 0) > 0 || (row.asked >= nagMinimum && refused / row.asked >= nagShare);
    return { ...row, ...(answerMs !== undefined && { medianAnswerMs: answerMs }), nags };
  });
  rows.sort((a, b) => b.asked - a.asked || (a.server ?? '').localeCompare(b.server ?? '') || (a.tool ?? '').localeCompare(b.tool ?? ''));
  return { rows, nagging: rows.filter((r) => r.nags), total: records.length, ...(from !== undefined && { from }), ...(to !== undefined && { to }) };
}
