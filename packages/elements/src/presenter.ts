/**
 * A ready `Ask` for hosts that want the kit to handle presentation: each request is shown in the right
 * element, in a modal `<dialog>` (or inside a container the host gives), one at a time in arrival order, and
 * the promise resolves with the user's choice. Closing the dialog is `cancel`; an aborted request disappears
 * and resolves `cancel`. After a URL page was opened the element stays in its waiting state until the user
 * says they finished or closes it, the server reports completion, or the next request arrives.
 */
import { oneAtATime, type Ask, type AskContext } from '@mcp-elicit/client';
import { type ElicitRequestParams, type ElicitResult, type Messages } from '@mcp-elicit/core';
import { CONTINUE_EVENT, DISMISS_EVENT, RESULT_EVENT } from './events.js';
import { FORM_TAG, URL_TAG } from './define.js';
import type { McpElicitForm } from './form/mcp-elicit-form.js';
import type { McpElicitUrl } from './url/mcp-elicit-url.js';
import { presenterStyles } from './presenter.styles.js';

export interface PresenterOptions {
  /** Show the elements inside this element instead of a modal dialog. */
  container?: HTMLElement;
  /** Text overrides for every element shown. */
  messages?: Partial<Messages>;
  /** How URL-mode pages are opened (see `<mcp-elicit-url>`'s `open`). */
  open?: (url: string) => void;
  /** Send forms without the review step. */
  skipReview?: boolean;
}

type Shown = McpElicitForm | McpElicitUrl;

/** The frame an element is shown in, and how to take it down. */
interface Frame {
  label(text: string): void;
  remove(): void;
}

function frame(element: Shown, options: PresenterOptions, onClose: () => void): Frame {
  if (options.container) {
    options.container.append(element);
    return { label: () => undefined, remove: () => element.remove() };
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

export function createElicitationPresenter(options: PresenterOptions = {}): Ask {
  /** A URL element still waiting after its page was opened; the next request replaces it. */
  let lingering: (() => void) | undefined;

  const show = (request: ElicitRequestParams, context: AskContext) =>
    new Promise<ElicitResult>((resolve) => {
      lingering?.();
      const url = request.mode === 'url';
      const element = document.createElement(url ? URL_TAG : FORM_TAG) as Shown;
      if (context.server) element.server = context.server;
      if (options.messages) element.messages = options.messages;
      if (url && options.open) (element as McpElicitUrl).open = options.open;
      if (!url && options.skipReview) element.setAttribute('skip-review', '');
      (element as { request: ElicitRequestParams }).request = request;

      let answered = false;
      const answer = (result: ElicitResult) => {
        if (answered) return;
        answered = true;
        resolve(result);
      };
      const teardown = () => {
        context.signal?.removeEventListener('abort', onAbort);
        element.removeEventListener(RESULT_EVENT, onResult);
        element.removeEventListener(CONTINUE_EVENT, onContinue);
        element.removeEventListener(DISMISS_EVENT, onDismiss);
        if (lingering === endWaiting) lingering = undefined;
        shown.remove();
      };
      const endWaiting = () => teardown();
      const onResult = (event: Event) => {
        const result = (event as CustomEvent<ElicitResult>).detail;
        answer(result);
        if (url && result.action === 'accept') {
          lingering = endWaiting;
          void context.completed?.then(() => {
            if (lingering !== endWaiting) return;
            (element as McpElicitUrl).complete();
            context.onWaitingEnd?.('complete');
            teardown();
          });
        } else {
          teardown();
        }
      };
      const onContinue = () => {
        context.onWaitingEnd?.('continue');
        teardown();
      };
      const onDismiss = () => {
        context.onWaitingEnd?.('dismiss');
        teardown();
      };
      const onAbort = () => {
        answer({ action: 'cancel' });
        teardown();
      };
      element.addEventListener(RESULT_EVENT, onResult);
      element.addEventListener(CONTINUE_EVENT, onContinue);
      element.addEventListener(DISMISS_EVENT, onDismiss);
      context.signal?.addEventListener('abort', onAbort, { once: true });
      const shown = frame(element, options, () => {
        if (answered) teardown();
        else element.cancel();
      });
      // Named like the element's header; again once the element's texts are in (German loads on demand).
      void element.updateComplete.then(() => {
        shown.label(element.dialogLabel);
        element.focus();
      });
    });

  return oneAtATime(show);
}
