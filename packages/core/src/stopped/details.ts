/**
 * The one list of what exactly happened when an asker stopped waiting, where the reason (reasons.ts) alone says
 * too little. The client's `StopDetail`, the texts' keys (`stopped.<detail>`) and the elements' list of what they
 * word derive from it.
 */

/**
 * What exactly happened, where the asker said: the question was answered in another tab, the person's answer was
 * refused (`refused-<says>`, one per distinct `says` of the client's table of refusals, which is typed by this
 * list), or the task the question belongs to ended first (`task-…`: it failed, was cancelled, or ran out of time).
 */
export const STOP_DETAILS = [
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
] as const;
export type StopDetail = (typeof STOP_DETAILS)[number];

/** A question of a task stopped because the task ended first: it failed, was cancelled, or ran out of time. */
export type TaskStopDetail = Extract<StopDetail, `task-${string}`>;
