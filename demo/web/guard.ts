/**
 * The demo's guard rails settings, the same on both pages. The kit's defaults hold but one: the window. A host's
 * default is 10 questions in 10 minutes per server; this playground, where one person tries every tool of one
 * server in a few minutes, gives the server 50, and the tool that nags (subscribe_newsletter) a cap of its own, 3
 * in 10 minutes, so that its fourth call shows the one line "Demo Tools asked 4 times in 10 minutes; the rest were
 * declined. Allow more". The loop guard and "Don't ask again" (this conversation, this browser) are the defaults.
 */
import type { GuardOptions } from '@mcp-elicit/client/guard';

const TEN_MINUTES = 10 * 60_000;

export const DEMO_GUARD: GuardOptions = {
  caps: { window: { max: 50, windowMs: TEN_MINUTES } },
  capsFor: ({ tool }) => (tool === 'subscribe_newsletter' ? { window: { max: 3, windowMs: TEN_MINUTES, per: 'tool' } } : undefined),
};
