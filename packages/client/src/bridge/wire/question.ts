/**
 * The bridge's plain data: a question as it travels between the host's server and the browser, why one closed,
 * the events a channel sees, and what an answer came to.
 */
import type { ElicitRequestParams, ElicitResult, ServerIdentity, ToolAnnotations } from '@mcp-elicit/core';
import type { AppQuestion } from '@mcp-elicit/core/apps';
import type { ClosedReason } from '../../question/stop.js';

/** One elicitation waiting for a person, as JSON: what the browser receives and what a store keeps. */
export interface Question {
  /** Unguessable (128 random bits, base64url). */
  id: string;
  params: ElicitRequestParams;
  server?: ServerIdentity;
  /** The tool whose call asks, where the host's client knows it (`AskContext.tool`). */
  tool?: string;
  /** The tool's annotations, where the host's client knows them (`AskContext.annotations`): the page's rails read them. */
  annotations?: ToolAnnotations;
  /** Guard rails on the host's server checked and counted it (`AskContext.guarded`): the page's rails count it no more. */
  guarded?: true;
  /** Which call asks (`AskContext.callId`): the browser's guard rails tell a question asked again in one call by it. */
  callId?: string;
  /** The task the question belongs to (`AskContext.taskId`). */
  taskId?: string;
  /**
   * The app that draws the question (draft SEP-3118; `AskContext.app`), where the host's client read it from the asking
   * server (its `apps` on): the page's form checks it again before showing it.
   */
  app?: AppQuestion;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: when the asker stops waiting. */
  expiresAt?: string;
}

/**
 * The `_meta` key of an answer the page's guard rails gave for the person (`'capped'` or `'remembered'`): the host's
 * server logs it as such rather than as the person's own, and strips it before the answer goes to the MCP server.
 */
export const ANSWERED_FOR_META = 'io.github.mcp-elicit/answered-for';

/** An answer as the page posts it and a store keeps it: with `_meta` where the guard rails marked it. */
export type PostedResult = ElicitResult & { _meta?: Record<string, unknown> };

/** Why a question closed (the model's word, carried by the bridge's `closed` events). */
export type { ClosedReason };

export type BridgeEvent = { type: 'question'; question: Question } | { type: 'closed'; id: string; reason: ClosedReason };

/**
 * What `answer()` came to. `unknown`: no such question in this channel; `answered`: another answer came first
 * (`action` is that one's); `expired`: the question expired or was withdrawn; `invalid`: the answer does not
 * satisfy the request (`issues` as core reports them: `{ field, code, params? }`).
 */
export type AnswerOutcome =
  | { ok: true }
  | { ok: false; code: 'unknown' | 'answered' | 'expired' | 'invalid'; issues?: unknown[]; action?: ElicitResult['action'] };

/** A fresh question id: 128 bits from the platform's cryptographic random source, base64url without padding. */
export function questionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The shape of an id `questionId()` makes (22 base64url characters). */
export const QUESTION_ID = /^[A-Za-z0-9_-]{22}$/;
