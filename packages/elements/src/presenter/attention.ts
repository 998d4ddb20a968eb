/**
 * Drawing a person back to a question that arrived while they were elsewhere (another tab, another window):
 * opt-in, because a page should not grab attention unless its host wants it to.
 *
 * - With `notify` and the Notification permission already granted (the kit never asks for it: that is the
 *   host's decision, at a moment the person understands), a system notification names who asks.
 * - Otherwise the page's title gets a count badge, "(1) Title", until the person comes back.
 * - When the person returns to the page, the badge goes, the notification closes, and the focus lands on the
 *   question.
 */

export interface AttentionOptions {
  /** Show a system notification when the page may (`Notification.permission === 'granted'`); else the title badge. */
  notify?: boolean;
}

/** Whether the person is looking at this page now. */
function present(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

interface Call {
  /** Names who asks (the dialog's label), for the notification. */
  label: string;
  /** The server's message, as the notification's body. */
  body: string | undefined;
  /** Moves the focus to the question. */
  focus: () => void;
}

/** Calls for attention while the person is away; returns how to stop (the question left the screen). */
export function callAttention(call: Call, options: AttentionOptions): () => void {
  if (present()) return () => undefined;
  let notification: Notification | undefined;
  let originalTitle: string | undefined;
  if (options.notify && typeof Notification === 'function' && Notification.permission === 'granted') {
    notification = new Notification(call.label, { ...(call.body !== undefined && { body: call.body }), tag: 'mcp-elicit' });
    notification.onclick = () => window.focus();
  } else {
    originalTitle = document.title;
    document.title = `(1) ${originalTitle}`;
  }

  const stop = () => {
    window.removeEventListener('focus', onReturn);
    document.removeEventListener('visibilitychange', onReturn);
    notification?.close();
    // Only undo our own badge: the host may have changed the title since.
    if (originalTitle !== undefined && document.title === `(1) ${originalTitle}`) document.title = originalTitle;
  };
  const onReturn = () => {
    if (!present()) return;
    stop();
    call.focus();
  };
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
  return stop;
}
