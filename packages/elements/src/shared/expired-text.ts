/**
 * Why the asker stopped waiting (a `StopReason`, or a `StopDetail` that says more), as the element words it in
 * its expired state: the text `stopped.<reason>`. The reasons are the client's (its one table of stop reasons and
 * refusals): one missing from the list below, or its text missing from the languages' tables, is a compile error
 * here. The texts load with the ended question's views (ended.ts: English) or with the language's tables; a render
 * of the expired state waits for them. Any other reason a host gives is shown as it is.
 */
import type { StoppedMessages } from '@mcp-elicit/core';
import { resolveLocale, withOverrides } from '@mcp-elicit/core/base';
import type { StopDetail, StopReason } from '@mcp-elicit/client/browser';
import { enStopped } from '@mcp-elicit/core/record';
import { closestLang } from './lang.js';
import type { LocalizeHost } from './localize.js';
import { localeTables } from './texts.js';

type Reason = StopReason | StopDetail;

const REASONS = [
  'expired',
  'aborted',
  'disconnected',
  'answered-elsewhere',
  'refused-answered',
  'refused-expired',
  'refused-unknown',
  'refused-invalid',
  'refused-too-large',
  'refused-network',
  'task-failed',
  'task-cancelled',
  'task-expired',
] as const satisfies readonly Reason[];

type Unlisted = Exclude<Reason, (typeof REASONS)[number]>;
type Unworded = Exclude<`stopped.${Reason}`, keyof StoppedMessages>;
/** `true` while every reason is listed and worded; otherwise the error names what is missing. */
const complete: [Unlisted, Unworded] extends [never, never] ? true : { unlisted: Unlisted; unworded: Unworded } = true;
const known = new Set<string>(complete && REASONS);

/** The text for why the asker stopped, in the host's language, or undefined for a reason of the host's own. */
export function stoppedText(host: LocalizeHost, reason: string): string | undefined {
  if (!known.has(reason)) return undefined;
  const base = localeTables(resolveLocale(closestLang(host)))?.loaded()?.stopped ?? enStopped;
  return withOverrides(base, host.messages)[`stopped.${reason as Reason}`];
}
