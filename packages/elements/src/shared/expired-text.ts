/**
 * Why the asker stopped waiting (a `StopReason`, or a `StopDetail` that says more), as the element words it in
 * its expired state: the text `stopped.<reason>`. The reasons are core's lists (`STOP_REASONS`, `STOP_DETAILS`),
 * which the client's types and the languages' tables derive from: a text missing from a table is a compile error. The texts load with the
 * ended question's views (ended.ts: English) or with the language's tables; a render of the expired state waits
 * for them. Any other reason a host gives is shown as it is.
 */
import { resolveLocale, withOverrides } from '@mcp-elicit/core/base';
import type { StopDetail, StopReason } from '@mcp-elicit/client/browser';
import { enStopped } from '@mcp-elicit/core/record';
import { closestLang } from './lang.js';
import type { LocalizeHost } from './localize.js';
import { localeTables } from './texts.js';

type Reason = StopReason | StopDetail;

/** The text for why the asker stopped, in the host's language, or undefined for a reason of the host's own. */
export function stoppedText(host: LocalizeHost, reason: string): string | undefined {
  // English has a text for each reason and detail of core's lists, exactly: what it has, every language has.
  if (!Object.hasOwn(enStopped, `stopped.${reason}`)) return undefined;
  const base = localeTables(resolveLocale(closestLang(host)))?.loaded()?.stopped ?? enStopped;
  return withOverrides(base, host.messages)[`stopped.${reason as Reason}`];
}
