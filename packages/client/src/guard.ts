/**
 * `@mcp-elicit/client/guard`: guard rails for hosts, apart from the main entries so a host without them never loads
 * them: caps on a server that asks too often (per window, the loop guard within one call), choices the person made
 * once ("Don't ask again", in memory, the browser's storage or the host's own store), and the log kept and summed up
 * ("which tools nag"). Give the rails to the presenter (`createElicitationPresenter({ guard })`) or React's provider,
 * or wrap any `Ask` with `rails.wrap(ask)` and draw its `notes()`.
 */
export { createGuardRails, type Asker, type CapNotice, type GuardDecision, type GuardNote, type GuardOptions, type GuardRails } from './guard/rails.js';
export { bridgeChoiceStore, type BridgeChoiceStoreOptions } from './guard/bridge-choices.js';
export {
  browserChoiceStore,
  CHOICES_PER_CHANNEL,
  memoryChoiceStore,
  memoryChoiceStores,
  type ChoiceStore,
  type KeyValueStorage,
  type RememberedChoice,
  type RememberScope,
} from './guard/choices.js';
export {
  DEFAULT_CAP_RULES,
  DEFAULT_WINDOW_CAP,
  summarizeLog,
  type CapRules,
  type ElicitationLogRecord,
  type KeyWidth,
  type LogOutcome,
  type LogSummary,
  type LogSummaryRow,
  type SummaryOptions,
  type WindowCap,
} from '@mcp-elicit/core/guard';
// What the rails take and return, named from here: a host needs no dependency of its own on @mcp-elicit/core for
// them (type-only, so nothing more loads).
export type { Ask, AskContext } from './question/ask.js';
export type * from './question/request-types.js';
