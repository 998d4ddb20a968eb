/**
 * The texts of a task's questions in English: the task's status where its question is (`part="task-status"`).
 * Apart from the main entry's English so that a form that never shows a task's question never carries them; every
 * other language has them in its own entry (`tables.task`).
 */
import type { TaskMessages } from '../types.js';

export const enTask: TaskMessages = {
  'task.working': 'The task is working.',
  'task.input_required': 'The task is waiting for your answer.',
  'task.completed': 'The task has finished.',
  'task.failed': 'The task failed.',
  'task.cancelled': 'The task was cancelled.',
  'task.message': 'Latest from {server}: {message}',
};
