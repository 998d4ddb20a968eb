/**
 * The log record: one per question when it ends. Made by the client (`@mcp-elicit/client`'s `onLog` options),
 * summed up here (`summarizeLog`). Plain JSON, so a host can send it anywhere and export a list of them as is.
 */
import type { StopReason } from '../stopped/reasons.js';
import type { ServerIdentity } from '../wire/index.js';

/**
 * How a question ended: the person's answer, the asker stopping (`expired`, `aborted`, `disconnected`), or the
 * guard rails answering for the person (`capped`: over a cap, or the same question again after a no;
 * `remembered`: from a choice the person made once).
 */
export type LogOutcome = 'accept' | 'decline' | 'cancel' | StopReason | 'capped' | 'remembered';

export interface ElicitationLogRecord {
  /** When the question ended (RFC 3339). */
  at: string;
  server?: ServerIdentity;
  /** The tool whose call asked, where the kit can know it; absent means unknown. */
  tool?: string;
  /** The task the question belongs to. */
  taskId?: string;
  mode: 'form' | 'url';
  /** URL mode: the registrable domain of the page (its host when the suffix list does not know it). */
  site?: string;
  outcome: LogOutcome;
  /** The 2026 round that asked (from 1). */
  round?: number;
  /** From when the question was first on screen to when it ended (absent if it never was, or the UI does not say). */
  shownMs?: number;
  /** From when it was asked to when it ended (the person's time plus any wait behind other questions). */
  waitedMs: number;
  /** The id the question has where it waits (the bridge's id). */
  questionId?: string;
  /** The bridge's channel the question was asked in. */
  channel?: string;
  /** The accepted form content, only when the host opted in, without any field that looks like a secret. */
  content?: Record<string, unknown>;
}
