import { elicitation } from '@/lib/bridge';

// The bridge lives in this process's memory (lib/bridge.ts): Node, and never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = elicitation;
export const POST = elicitation;
