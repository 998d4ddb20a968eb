/**
 * A session's question bound to the element that shows it, the one wiring the presenter and React's outlet share:
 * the element's properties from the question and the host's options, its result to the session's `answer`, and
 * the rules for closing it: Close (or Escape) in the expired state closes the question (`dismiss`), Close in a
 * URL page's waiting state ends that wait (`endWaiting('dismiss')`), *I've finished* ends it as `continue`, and a
 * frame the person walks away from (a dialog closed by the host or the browser) is one of those, or `cancel`
 * while the question is still open.
 */
import type { AskContext, Stopped, WaitingEnd } from '@mcp-elicit/client/browser';
import type { ElicitRequestParams, ElicitResult, Messages } from '@mcp-elicit/core';
import { CONTINUE_EVENT, DISMISS_EVENT, RESULT_EVENT } from '../events.js';
import { FORM_TAG } from '../form/define.js';
import type { McpElicitForm } from '../form/mcp-elicit-form.js';
import type { Density } from '../shared/elicit-element.js';
import { URL_TAG } from '../url/define.js';
import type { McpElicitUrl } from '../url/mcp-elicit-url.js';

/** The element a question is shown in. */
export type QuestionElement = McpElicitForm | McpElicitUrl;

/** A question as a session (or React's store around one) reads it. */
export interface BoundQuestionView {
  id: number;
  request: ElicitRequestParams;
  context: AskContext;
  /** The asker stopped waiting: the element shows its expired state until the person closes it. */
  stopped?: Stopped | undefined;
}

/** Where the person's answer and their closing go: the session, or React's store around one. */
export interface QuestionAnswers {
  answer(id: number, result: ElicitResult): void;
  endWaiting(id: number, reason: WaitingEnd): void;
  dismiss(id: number): void;
}

/** What the host sets on every element it shows. */
export interface BindOptions {
  messages?: Partial<Messages> | undefined;
  open?: ((url: string) => void) | undefined;
  skipReview?: boolean | undefined;
  density?: Density | undefined;
  appSandbox?: string | undefined;
}

export interface QuestionBinding {
  /** The question as last read (a stop turns the element to its expired state), and the host's options if they changed. */
  update(question: BoundQuestionView, options?: BindOptions): void;
  /** The person walked away from the frame around the element: ends a page's wait or the expired state, else `cancel`. */
  walkAway(): void;
  /** Unbinds: the listeners and the task's watch go. The element stays where it is. */
  release(): void;
}

/** The tag that shows a request: the URL element for `mode: 'url'`, the form for anything else. */
export function questionTag(request: ElicitRequestParams): typeof FORM_TAG | typeof URL_TAG {
  return request.mode === 'url' ? URL_TAG : FORM_TAG;
}

function configure(element: QuestionElement, options: BindOptions): void {
  const { messages, open, skipReview, density, appSandbox } = options;
  if (messages) element.messages = messages;
  if (density) element.density = density;
  if (element.localName === URL_TAG) {
    if (open) (element as McpElicitUrl).open = open;
    return;
  }
  const form = element as McpElicitForm;
  if (skipReview !== undefined) form.skipReview = skipReview;
  if (appSandbox) form.appSandbox = appSandbox;
}

export function bindQuestion(element: QuestionElement, question: BoundQuestionView, answers: QuestionAnswers, options: BindOptions = {}): QuestionBinding {
  const { id, request, context } = question;
  let current = question;
  configure(element, options);
  if (context.server) element.server = context.server;
  if (context.expiresAt !== undefined) element.expiresAt = context.expiresAt;
  // The form keeps what the person types under the question's id (a reload that brings it back restores it),
  // and, where its answer may yet be refused and the question asked again, until the question is over there.
  const form = element.localName === FORM_TAG ? (element as McpElicitForm) : undefined;
  if (form && context.questionId) {
    form.questionId = context.questionId;
    form.questionEnded = context.questionEnded;
  }
  if (form && context.rememberScopes) form.rememberScopes = context.rememberScopes;
  // The app the question came with: shown where the host gave a sandbox (`appSandbox`), else the standard form.
  if (form && context.app) form.app = context.app;
  // A task's question shows what the task is doing, kept current while the question is on screen.
  const task = context.task;
  if (task) element.taskStatus = task.current;
  const unwatch = task?.subscribe((reading) => (element.taskStatus = reading));
  (element as { request: ElicitRequestParams }).request = request;

  const onResult = (event: Event) => {
    // "Don't ask again": the rails hear the scope before the answer.
    const scope = form?.rememberScope;
    if (scope) context.remember?.(scope);
    answers.answer(id, (event as CustomEvent<ElicitResult>).detail);
  };
  const onContinue = () => answers.endWaiting(id, 'continue');
  // Close in the expired state closes the question; in a page's waiting state it ends the wait.
  const onDismiss = () => (current.stopped ? answers.dismiss(id) : answers.endWaiting(id, 'dismiss'));
  element.addEventListener(RESULT_EVENT, onResult);
  element.addEventListener(CONTINUE_EVENT, onContinue);
  element.addEventListener(DISMISS_EVENT, onDismiss);

  const expireIfStopped = () => {
    const { stopped } = current;
    if (stopped) element.expire(stopped.detail ?? stopped.reason);
  };
  expireIfStopped();
  return {
    update(question, options) {
      current = question;
      if (options) configure(element, options);
      expireIfStopped();
    },
    walkAway() {
      if (element.awaitingAnswer) element.cancel();
      else onDismiss();
    },
    release() {
      element.removeEventListener(RESULT_EVENT, onResult);
      element.removeEventListener(CONTINUE_EVENT, onContinue);
      element.removeEventListener(DISMISS_EVENT, onDismiss);
      unwatch?.();
    },
  };
}
