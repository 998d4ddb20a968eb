/**
 * App-rendered form questions, the client's half (draft SEP-3118; off unless the host turns it on): a form question
 * whose `_meta.ui.resourceUri` names a `ui://` resource is handed to the host's `Ask` with that app read from the
 * asking server (`AskContext.app`), so the form can show it in its sandbox. A read that fails, times out, or returns
 * anything but one MCP App's HTML leaves the question as it was: the standard form, never a decline.
 */
import { appFromResource, appResourceUri } from '@mcp-elicit/core/apps';
import type { Ask } from '../question/ask.js';
import { within } from '../timer.js';

/** How long reading an app's resource may take before the question is asked with the standard form (ms). */
export const APP_READ_TIMEOUT = 10_000;

/** Reads one resource of the asking server (`resources/read`): its result as the server sent it. */
export type ReadResource = (uri: string, signal?: AbortSignal) => Promise<unknown>;

/** `ask`, with each form question that names an app given that app (`context.app`) where `read` brings it in time. */
export function appReadingAsk(ask: Ask, read: ReadResource, timeout = APP_READ_TIMEOUT): Ask {
  return async (request, context) => {
    const uri = appResourceUri(request);
    if (uri === undefined || context.app) return ask(request, context);
    const result = await within(read(uri, context.signal), timeout, () => new Error('the app took too long to read')).catch(() => undefined);
    const app = result === undefined ? undefined : appFromResource(uri, result);
    return ask(request, app ? { ...context, app } : context);
  };
}
