/**
 * Why the asker stopped waiting, in English: the expired state's first sentence. Apart from the main entry's English,
 * with the record line's logic (`@mcp-elicit/core/record`), which an element loads once a question is on screen: a
 * first render never needs these. Every other language has them in its own entry (`tables.stopped`).
 */
import type { StoppedMessages } from '../types.js';

export const enStopped: StoppedMessages = {
  'stopped.expired': '{server} stopped waiting at {time}.',
  'stopped.aborted': '{server} withdrew this question at {time}.',
  'stopped.disconnected': 'The connection to {server} was lost at {time}.',
  'stopped.answered-elsewhere': 'This question was answered in another tab or window at {time}.',
  'stopped.refused-answered': '{server} already had an answer to this question from elsewhere when yours arrived at {time}.',
  'stopped.refused-expired': '{server} had stopped waiting when your answer arrived at {time}.',
  'stopped.refused-unknown': '{server} no longer knew this question when your answer arrived at {time}.',
  'stopped.refused-invalid': 'Your answer did not fit what {server} asked for (checked at {time}); it will ask again.',
  'stopped.refused-too-large': 'Your answer was too large to send to {server} at {time}; it will ask again.',
  'stopped.refused-network': 'The connection failed while your answer was on its way to {server} at {time}; it will ask again.',
  'stopped.task-failed': 'The task that asked this question failed at {time}.',
  'stopped.task-cancelled': 'The task that asked this question was cancelled at {time}.',
  'stopped.task-expired': 'The task that asked this question ran out of time at {time}.',
};
