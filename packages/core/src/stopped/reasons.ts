/**
 * The one list of why an asker stopped waiting for an answer. The client's `StopReason` and its runtime check, the
 * texts' keys (`stopped.<reason>`) and the elements' list of what they word derive from it. What exactly happened,
 * where the reason says too little, is listed in details.ts, a file apart: code loaded up front checks the
 * reasons, only an ended question's view the details, and a bundler splits by file.
 */
import type { StopDetail } from './details.js';

/** Why an asker stopped waiting: its deadline passed, the server or the call withdrew the question, the connection closed. */
export const STOP_REASONS = ['expired', 'aborted', 'disconnected'] as const;
export type StopReason = (typeof STOP_REASONS)[number];

/** Every reason and detail a renderer words (`stopped.<it>`). */
export type Stopped = StopReason | StopDetail;
