/**
 * Where the answer to one request stands, as a controller the element owns (`answer`): the step the person is at,
 * the one result once sent (`mcp-elicit-result`, exactly once per request: `finish`), or why the asker stopped
 * waiting (`expire`), and the ended question folded into its record line (`collapse`). The element and its other
 * controllers read it here; what the live region says and where the focus goes around it are the element's.
 */
import type { ReactiveControllerHost } from 'lit';
import type { ElicitResult } from '@mcp-elicit/core';
import { resultEvent } from '../events.js';

/** The asker stopped waiting before an answer: why (a `StopReason`, or the host's own words) and when. */
export interface Expired {
  step: 'expired';
  reason: string;
  /** Epoch ms. */
  at: number;
  /** The request it belongs to: a stop that came before that request's first render still holds for it. */
  request: unknown;
  /** Folded into its one-line record (`collapse()`), as a chat transcript keeps it. */
  collapsed: boolean;
}

export type Answer =
  /** Open: the form's fields, or the URL element's consent. */
  | { step: 'asking' }
  /** Open: the form reads the answers back before sending. */
  | { step: 'review' }
  /**
   * Sent (`accept`): the URL element's page is open and the person is still there. Hosts style it as
   * `:state(waiting)`; the session's `waiting` is another thing (a question queued behind the one on screen).
   */
  | { step: 'page-open'; result: ElicitResult }
  /** Sent, and any page is closed: the element is its record line. */
  | { step: 'done'; result: ElicitResult }
  | Expired;

/** An answer that ended the question here: sent, or expired. */
export type Ended = Exclude<Answer, { step: 'asking' | 'review' }>;

export const ASKING: Answer = { step: 'asking' };

/** The element the answer belongs to: it updates on each change, sends the result, and holds the request. */
export interface AnswerHost extends ReactiveControllerHost, EventTarget {
  /** The request as received, `undefined` until one is assigned. */
  readonly request?: unknown;
}

export class AnswerController {
  /** Where the answer stands now. */
  current: Answer = ASKING;

  readonly #host: AnswerHost;

  constructor(host: AnswerHost) {
    this.#host = host;
  }

  /** Moves the answer on; the host updates. */
  set(answer: Answer): void {
    this.current = answer;
    this.#host.requestUpdate();
  }

  get step(): Answer['step'] {
    return this.current.step;
  }

  /** Whether the question still waits for the person: a request, no answer sent, the asker still waiting. */
  get open(): boolean {
    const { step } = this.current;
    return this.#host.request !== undefined && (step === 'asking' || step === 'review');
  }

  /**
   * Whether the element shows its one-line record (`part="record"`): what was answered, or why the asker stopped
   * waiting. The form does once an answer was sent; the URL element once its page is closed.
   */
  get collapsed(): boolean {
    const answer = this.current;
    return answer.step === 'expired' ? answer.collapsed : answer.step === 'done';
  }

  /**
   * Sends the one result of this request (`mcp-elicit-result`) and moves on to `next` (`page-open` for a page
   * opened by `accept`); returns the ended answer, or nothing when an answer was sent already or the asker stopped
   * waiting.
   */
  finish(result: ElicitResult, next: 'done' | 'page-open'): Ended | undefined {
    if (!this.open) return undefined;
    const sent = { step: next, result } as const;
    this.set(sent);
    this.#host.dispatchEvent(resultEvent(result));
    return sent;
  }

  /** The asker stopped waiting at `at`: the expired answer, or nothing once an answer was sent. */
  expire(reason: string, at: number): Expired | undefined {
    if (!this.open) return undefined;
    const expired = { step: 'expired', reason, at, request: this.#host.request, collapsed: false } as const;
    this.set(expired);
    return expired;
  }

  /** The page opened by `accept` is closed (the person is back, or the host learned the flow finished). */
  closePage(): void {
    const answer = this.current;
    if (answer.step === 'page-open') this.set({ step: 'done', result: answer.result });
  }

  /**
   * Folds the ended question into its record line: closes an open page, or collapses the expired state. Returns
   * whether the element now shows its record (not while the question is open).
   */
  collapse(): boolean {
    const answer = this.current;
    if (answer.step === 'expired') this.set({ ...answer, collapsed: true });
    else if (answer.step === 'page-open') this.closePage();
    else return answer.step === 'done';
    return true;
  }

  /**
   * Forgets the previous request's answer: a new request may be answered once more. Returns whether it did (a stop
   * that came before the request's first render, the asker giving up at once, belongs to this request and stays).
   */
  restart(): boolean {
    const answer = this.current;
    if (answer.step === 'expired' && answer.request === this.#host.request) {
      if (answer.collapsed) this.set({ ...answer, collapsed: false });
      return false;
    }
    this.set(ASKING);
    return true;
  }
}
