/**
 * Why the asker stopped waiting (a `StopReason`, or a `StopDetail` that says more), as the element words it in
 * its expired state: the text `stopped.<reason>`. The reasons are the client's (its one table of stop reasons and
 * refusals): one missing from the list below, or its text missing from the languages' tables, is a compile error
 * here. A task's reasons have their texts with the task's status (loaded with it), and the plain reason they come
 * down to while those are not here. Any other reason a host gives is shown as it is.
 */
import type { FormMessages } from '@mcp-elicit/core';
import type { StopDetail, StopReason, TaskStopDetail } from '@mcp-elicit/client/browser';

/** The reasons the form's own texts word; a task's (`task-*`) are worded by the task's texts (task-status.ts). */
type Reason = StopReason | Exclude<StopDetail, TaskStopDetail>;

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
] as const satisfies readonly Reason[];

type Unlisted = Exclude<Reason, (typeof REASONS)[number]>;
type Unworded = Exclude<`stopped.${Reason}`, keyof FormMessages>;
/** `true` while every reason is listed and worded; otherwise the error names what is missing. */
const complete: [Unlisted, Unworded] extends [never, never] ? true : { unlisted: Unlisted; unworded: Unworded } = true;
const known = new Set<string>(complete && REASONS);

/** What a task's reason comes down to where the task's texts are not here. */
export const TASK_REASONS: { readonly [R in TaskStopDetail]: StopReason } = { 'task-failed': 'aborted', 'task-cancelled': 'aborted', 'task-expired': 'expired' };

export const isTaskReason = (reason: string): reason is TaskStopDetail => Object.hasOwn(TASK_REASONS, reason);

/** The text key for why the asker stopped, or undefined for a reason of the host's own. */
export function stoppedKey(reason: string): `stopped.${Reason}` | undefined {
  return known.has(reason) ? (`stopped.${reason}` as `stopped.${Reason}`) : undefined;
}
