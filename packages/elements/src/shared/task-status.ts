/**
 * A task's question shows what the task is doing, in `part="task-status"`: its status in the kit's words and the
 * server's latest `statusMessage` (text, in an isolate of its own). Loaded only by an element given a `taskStatus` (most questions belong to no task and pay
 * nothing for it); a render that needs it waits for it, as for a language's texts.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TaskMessages } from '@mcp-elicit/core';
import { formatMessage, resolveLocale, withOverrides } from '@mcp-elicit/core/base';
import { enTask } from '@mcp-elicit/core/task';
import type { TaskStatus } from '@mcp-elicit/client/browser';
import { closestLang } from './lang.js';
import type { LocalizeHost } from './localize.js';
import { localeTables } from './texts.js';

/** What an element is told of its question's task (`taskStatus`): a reading of it, as `AskContext.task` gives. */
export interface TaskStatusView {
  status: TaskStatus;
  statusMessage?: string;
}

function taskWords(host: LocalizeHost): TaskMessages {
  const base = localeTables(resolveLocale(closestLang(host)))?.loaded()?.task ?? enTask;
  return withOverrides(base, host.messages);
}

/** `template` with each `{name}` of `values` in an isolate of its own: a server's words never reorder the kit's. */
function isolated(template: string, values: { [name: string]: string }): (string | TemplateResult)[] {
  return template.split(/(\{\w+\})/).map((piece) => {
    const value = values[piece.slice(1, -1)];
    return value === undefined ? piece : html`<bdi class="text">${value}</bdi>`;
  });
}

/** The status line of a question's task (nothing for a status the kit does not know). */
export function renderTaskStatus(host: LocalizeHost, task: TaskStatusView | undefined, server: string, locale: string): TemplateResult | typeof nothing {
  if (!task || !Object.hasOwn(enTask, `task.${task.status}`)) return nothing;
  const words = taskWords(host);
  const message = task.statusMessage?.trim();
  return html`<p part="task-status" class="task-status" role="status">
    ${formatMessage(words[`task.${task.status}`], {}, locale)}${message
      ? html` <span class="task-message">${isolated(words['task.message'], { server, message })}</span>`
      : nothing}
  </p>`;
}
