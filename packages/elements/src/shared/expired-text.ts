/**
 * Why the asker stopped waiting (a `StopReason`, or a `StopDetail` that says more), as the element words it in
 * its expired state: reason → text key. A table of its own, so that it can be typed against the client's stop
 * reasons; any other reason a host gives is shown as it is.
 */
export const STOPPED_TEXT = {
  'expired': 'stopped.expired',
  'aborted': 'stopped.aborted',
  'disconnected': 'stopped.disconnected',
  'answered-elsewhere': 'stopped.answered-elsewhere',
  'refused-answered': 'stopped.refused-answered',
  'refused-expired': 'stopped.refused-expired',
  'refused-unknown': 'stopped.refused-unknown',
  'refused-invalid': 'stopped.refused-invalid',
  'refused-too-large': 'stopped.refused-too-large',
  'refused-network': 'stopped.refused-network',
} as const;
