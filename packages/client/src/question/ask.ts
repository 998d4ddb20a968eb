/**
 * The one seam between protocol and UI. The adapter calls an `Ask` for every elicitation request, whichever
 * way it arrived (a 2025 JSON-RPC request, a 2026 `InputRequiredResult`, a `-32042` error); the UI answers with
 * the `ElicitResult` to send.
 */
import type { ElicitRequestParams, ElicitResult, ServerIdentity, ToolAnnotations } from '@mcp-elicit/core';
import type { AppQuestion } from '@mcp-elicit/core/apps';
import type { RememberScope } from '../guard/choices.js';
import type { TaskWatch } from './task.js';

export interface AskContext {
  /** Which server asks (the UI must show it). */
  server?: ServerIdentity;
  /**
   * Aborted when the answer is no longer wanted: the server gave up, the call was cancelled, the connection
   * closed. Its abort reason says which (see `stopReasonOf`; `QuestionStoppedError` names it outright).
   */
  signal?: AbortSignal;
  /** When the asker stops waiting, if known (epoch milliseconds): the UI shows the time left. */
  expiresAt?: number;
  /**
   * The tool whose call asks, where the kit can know it: the call being answered (2026), the one call in flight
   * (2025), or the tool a task runs. Absent means unknown, not "no tool".
   */
  tool?: string;
  /**
   * The asking tool's annotations as its server listed them (`tools/list`), where the kit knows the tool: the SDK
   * bindings read them from the client's tool list, `callWithInput` takes them as an option, the bridge carries
   * them to the page. Absent means unknown: such a tool may destroy, as the spec's defaults read (`mayDestroy`), and
   * its questions are never remembered.
   */
  annotations?: ToolAnnotations;
  /**
   * Which call asks, unique within the asker (one `callWithInput`, the one 2025 call in flight): the loop guard
   * knows by it that a question comes again in the same call.
   */
  callId?: string;
  /**
   * Guard rails (`rails.wrap`): the scopes a "Don't ask again" may offer for this question (absent or empty: do not
   * offer it), and how the UI says the person chose one (call it before answering).
   */
  rememberScopes?: readonly RememberScope[];
  remember?: (scope: RememberScope) => void;
  /**
   * Guard rails before this `Ask` already checked this question and counted it against their caps (`rails.wrap`
   * sets it; the bridge carries it from its server end to the page): rails it reaches next do not count it again,
   * so a host with rails on both ends of the bridge has each question counted, and capped, once.
   */
  guarded?: boolean;
  /** The task the question belongs to (a tool call run as a task). */
  taskId?: string;
  /**
   * The task itself, followed while the question is open: its status and `statusMessage` as last read, and word
   * of each change, so a UI can show what the task is doing in place. The question stops when the task fails,
   * is cancelled or expires (`stopDetailOf` says `task-failed`, `task-cancelled` or `task-expired`).
   */
  task?: TaskWatch;
  /**
   * A UI calls this when the question is first on screen (a session does so for its renderers), so a log can
   * tell the person's time from the time the question waited behind others.
   */
  onShown?: () => void;
  /**
   * The app that draws this form question (draft SEP-3118), read from the asking server because the request names it
   * (`_meta.ui.resourceUri`) and the host turned apps on (`apps`, `readApp`): the form shows it in the host's sandbox
   * (`appSandbox`). Absent: the standard form.
   */
  app?: AppQuestion;
  /** The key of this request in the round's `inputRequests` (2026 MRTR). */
  key?: string;
  /** Which round of input requests this is, from 1 (2026 MRTR). */
  round?: number;
  /**
   * The round is one another process asked before: the call resumes at a checkpoint it kept (`callWithInput`'s
   * `resume`). A bridge on a shared store then takes up the question asked then, and never asks it afresh while
   * that one is held elsewhere (the call was resumed twice; only one may send).
   */
  resumed?: boolean;
  /**
   * Settles once the answer this `Ask` returns has reached the server, where the caller can tell: resolves when it
   * was sent (2026: the retry carrying it sent and its response begun; an answer the server asked for together
   * with others, once the call holds it, as the retry waits for the rest; 2025: the reply written to the
   * transport), rejects when it could not be. A bridge tells the page its answer was taken only then. Absent:
   * taken as sent once the `Ask` returned. Whoever sets it also handles its rejection (`settledSent`).
   */
  sent?: Promise<void>;
  /**
   * URL mode, 2025-11-25: settles when the server reports the flow on the page finished
   * (`notifications/elicitation/complete`), so a waiting UI can close.
   */
  completed?: Promise<void>;
  /**
   * URL mode: the UI calls this when its waiting state ends after the page was opened: the user said they
   * finished (`continue`), closed the step (`dismiss`), or `completed` settled (`complete`).
   */
  onWaitingEnd?: (reason: WaitingEnd) => void;
  /**
   * The id the question has where it waits (the browser end of the bridge sets the bridge's id), so a host can
   * show it at its own place, e.g. next to the tool call in a chat transcript (see `@mcp-elicit/client/ai-sdk`).
   */
  questionId?: string;
  /**
   * Settles once the question is over where it waits (the browser end of the bridge sets it): the answer was
   * taken, the question closed there (answered elsewhere, expired, withdrawn), an answer was refused for good,
   * or the page stopped following it. Until then an answer given here may still be refused and the same
   * question (same `questionId`) asked again, so a UI that keeps what the person typed (the form's draft) keeps
   * it until this settles. Without it, an answer given is the end of the question.
   */
  questionEnded?: Promise<void>;
}

export type WaitingEnd = 'continue' | 'dismiss' | 'complete';

/**
 * Shows `request` to a person (or answers for them) and resolves with what to send back.
 *
 * Made by: `createElicitationPresenter()` (elements), `createElicitationSession().ask`, `useElicitation()` (React),
 * `bridge.askFor(channel)` (the question waits as data until a browser answers), or a host's own function.
 * Called by: `attachElicitation` (the SDKs' `elicitation/create`), `callWithInput` (each 2026 input request),
 * `connectElicitationBridge` (each question the bridge streams to the page), `elicitationHandler` (the AI SDK).
 * docs/ARCHITECTURE.md follows a question from one to the other.
 */
export type Ask = (request: ElicitRequestParams, context: AskContext) => Promise<ElicitResult>;
