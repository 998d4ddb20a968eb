/**
 * `@mcp-elicit/core/guard`: the pure half of the guard rails, apart from the main entry so a host without them
 * never loads it: the log record and its summary ("which tools nag"), which questions are the same (for a
 * remembered choice and the loop guard), and the caps' rules. The client keeps the state (`@mcp-elicit/client/guard`).
 */
export type { ElicitationLogRecord, LogOutcome } from '../guard/record.js';
export { summarizeLog, type LogSummary, type LogSummaryRow, type SummaryOptions } from '../guard/summary.js';
export { canonicalJson, mayRemember, questionKey, type KeyContext, type KeyWidth } from '../guard/key.js';
export { DEFAULT_CAP_RULES, DEFAULT_WINDOW_CAP, inWindow, underWindowCap, type CapRules, type WindowCap } from '../guard/caps.js';
export { enGuard } from '../messages/en/guard.js';
export { toolAnnotations, type ToolAnnotations } from '../annotations.js';
export { mayDestroy } from '../guard/destroy.js';
