/**
 * A ready `Ask` for hosts that want the kit to handle presentation: each request is shown in the right
 * element, in a modal `<dialog>` (or inside a container the host gives), one at a time in arrival order, and
 * the promise resolves with the user's choice. Closing the dialog is `cancel`. A question the asker stops
 * waiting for (its signal aborts, its `expiresAt` passes) resolves `cancel` with the reason (`cancelReason`):
 * one never shown just leaves; the one on screen turns to its expired state, saying what happened, until the
 * person closes it. After a URL page was opened the element stays in its waiting state until the user says
 * they finished or closes it, the server reports completion, or the next request arrives. Those rules are the
 * session's (`createElicitationSession` in @mcp-elicit/client); the presenter only draws what it says.
 */
import type { Ask, LogOptions, SessionQuestion } from '@mcp-elicit/client/browser';
import { createElicitationSession } from '@mcp-elicit/client/session';
import type { GuardRails } from '@mcp-elicit/client/guard';
import type { Messages } from '@mcp-elicit/core';
import type { Density } from '../shared/elicit-element.js';
import { bindQuestion, questionTag, type QuestionBinding, type QuestionElement } from './bind-question.js';
import { presenterStyles } from './presenter.styles.js';
import { callAttention, type AttentionOptions } from './attention.js';

export interface PresenterOptions extends LogOptions {
  /** Show the elements inside this element instead of a modal dialog. */
  container?: HTMLElement;
  /** Text overrides for every element shown. */
  messages?: Partial<Messages>;
  /** How URL-mode pages are opened (see `<mcp-elicit-url>`'s `open`). */
  open?: (url: string) => void;
  /** Send forms without the review step. */
  skipReview?: boolean;
  /** The elements' density (`'compact'` for a chat transcript; see the elements' `density`). */
  density?: Density;
  /**
   * App-rendered form questions (draft SEP-3118): the host's copy of `@mcp-elicit/elements/app-sandbox.html` on an
   * origin of its own. A question that comes with its app (`AskContext.app`: the client's `apps` or `readApp`) is
   * shown as that app in a frame from there (see `<mcp-elicit-form>`'s `app`); without it, the standard form.
   */
  appSandbox?: string;
  /**
   * With `container`: keep each question, once answered (or, stopped, once closed), in place as its one-line
   * record ("You accepted: …", "You declined") instead of removing it, the way a chat transcript keeps it. The
   * next question is appended after it.
   */
  keepRecord?: boolean;
  /**
   * Call the person back when a question arrives while they are on another tab or window: a title badge, or
   * with `{ notify: true }` a system notification where the page already has the permission. On their
   * return the focus lands on the question. Off by default.
   */
  attention?: boolean | AttentionOptions;
  /**
   * The guard rails (`createGuardRails` in `@mcp-elicit/client/guard`): each question goes through them first. A
   * form they offer "Don't ask again" on shows it, and the person's choice is remembered when they answer; what
   * they answer for the person shows as one line (`<mcp-elicit-note>`) with "Ask me again" or "Allow more": in
   * `container` where the question would have been, or else at the foot of the page with a Close button. The log
   * is then the rails' (give them `onLog`).
   *
   * Default: rails of the presenter's own with their documented defaults (`createGuardRails()`: the loop guard,
   * 10 questions per server in 10 minutes, "Don't ask again" for this conversation and in this browser), loaded on
   * demand before the first question, given this presenter's `onLog` and `logContent`. `false`: no rails.
   */
  guard?: GuardRails | false;
}

/** The frame an element is shown in, and how to take it down. */
interface Frame {
  label(text: string): void;
  remove(): void;
}

function frame(element: QuestionElement, options: PresenterOptions, onClose: () => void): Frame {
  if (options.container) {
    options.container.append(element);
    // Kept as its record line when it has one (`keepRecord`), else taken out.
    return { label: () => undefined, remove: () => (options.keepRecord && element.collapse()) || element.remove() };
  }
  ensureStyles();
  const dialog = document.createElement('dialog');
  dialog.className = 'mcp-elicit-dialog';
  dialog.append(element);
  // Escape inside the element is the element's own Cancel; a dialog closed any other way is `cancel` too.
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  dialog.addEventListener('close', onClose);
  document.body.append(dialog);
  dialog.setAttribute('aria-label', element.dialogLabel);
  dialog.showModal();
  return {
    label: (text) => dialog.setAttribute('aria-label', text),
    remove: () => {
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
      dialog.remove();
    },
  };
}

let styled = false;
function ensureStyles(): void {
  if (styled || document.adoptedStyleSheets === undefined) return;
  styled = true;
  if (presenterStyles.styleSheet) document.adoptedStyleSheets = [...document.adoptedStyleSheets, presenterStyles.styleSheet];
}

/** The notes' element and drawing load only with the rails. */
const drawNotes = (rails: GuardRails, ask: Ask, options: PresenterOptions) => void import('./notes.js').then((notes) => notes.showNotes(rails, ask, options));

/**
 * The presenter's own rails, with their defaults, loaded before the first question: the same `Ask` for every
 * question, so one set of rails counts them all. Should they fail to load, questions are asked without them.
 */
function ownRails(sessionAsk: Ask, log: LogOptions, options: PresenterOptions): Ask {
  const wrapped = import('./own-rails.js').then(
    ({ createGuardRails }) => {
      const rails = createGuardRails(log);
      const ask = rails.wrap(sessionAsk);
      drawNotes(rails, ask, options);
      return ask;
    },
    (error: unknown) => {
      console.error('[mcp-elicit] the guard rails could not load; questions are asked without them:', error);
      return sessionAsk;
    },
  );
  return async (request, context) => (await wrapped)(request, context);
}

export function createElicitationPresenter(options: PresenterOptions = {}): Ask {
  const { onLog, logContent, guard } = options;
  const log: LogOptions = { ...(onLog && { onLog }), ...(logContent && { logContent }) };
  // The presenter's own rails keep the log (they see what they answered for the person); given rails, the session does.
  const session = createElicitationSession(guard === undefined ? {} : log);
  const ask = guard === undefined ? ownRails(session.ask, log, options) : guard ? guard.wrap(session.ask) : session.ask;
  if (guard) drawNotes(guard, ask, options);
  /** The question on screen, its element and binding. */
  let shown: { id: number; element: QuestionElement; binding: QuestionBinding; release: () => void } | undefined;

  const show = (question: SessionQuestion) => {
    const { id, request } = question;
    const element = document.createElement(questionTag(request)) as QuestionElement;
    const binding = bindQuestion(element, question, session, options);
    // A dialog closed by the host (or the browser) is the person walking away: cancel, or end the page's wait.
    const frameOf = frame(element, options, () => binding.walkAway());
    let stopAttention: (() => void) | undefined;
    shown = {
      id,
      element,
      binding,
      release: () => {
        binding.release();
        stopAttention?.();
        frameOf.remove();
      },
    };
    // Named like the element's header; again once the element's texts are in (German loads on demand).
    void element.updateComplete.then(() => {
      if (shown?.element !== element) return;
      frameOf.label(element.dialogLabel);
      element.focus();
      if (options.attention) {
        const message = typeof request.message === 'string' ? request.message : undefined;
        stopAttention = callAttention(
          { label: element.dialogLabel, body: message, focus: () => element.focus() },
          typeof options.attention === 'object' ? options.attention : {},
        );
      }
    });
  };

  // Draw what the session says is on screen: take down a question that left it, put up the next one.
  session.subscribe(() => {
    const current = session.snapshot().current;
    if (shown && shown.id !== current?.id) {
      shown.release();
      shown = undefined;
    }
    if (current && !shown) show(current);
    else if (current && shown) shown.binding.update(current);
  });

  return ask;
}
