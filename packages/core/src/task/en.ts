/**
 * The texts of a task's questions in English: the task's status where its question is (`part="task-status"`), and
 * why the question stopped when the task ended first. Apart from the main entry's English so that a form that never
 * shows a task's question never carries them; every other language has them in its own entry (`tables.task`).
 */
import type { TaskMessages } from '../messages/types.js';

export const enTask: TaskMessages = {
  'task.working': 'The task is working.',
  'task.input_required': 'The task is waiting for your answer.',
  'task.completed': 'The task has finished.',
  'task.failed': 'The task failed.',
  'task.cancelled': 'The task was cancelled.',
  'task.message': 'Latest from {server}: {message}',
  'stopped.task-failed': 'The task that asked this question failed at {time}.',
  'stopped.task-cancelled': 'The task that asked this question was cancelled at {time}.',
  'stopped.task-expired': 'The task that asked this question ran out of time at {time}.',
};
