// A Durable Object whose only work is the kit's durableObjectQuestionStore, in the object's real storage (workerd,
// through miniflare; node/do-store-caps.mjs): small caps, so what happens at each can be seen. Each request is one
// step, run in the object, answered as JSON: what the store did and what the storage holds after.
import { DurableObject } from 'cloudflare:workers';
import { durableObjectQuestionStore, type QuestionRecord } from '@mcp-elicit/client';

interface Env {
  Questions: DurableObjectNamespace<QuestionsObject>;
}

const PREFIX = 'mcp-elicit:question:';
const record = (id: string, channel: string): QuestionRecord => ({
  channel,
  durable: true,
  state: 'pending',
  question: { id, params: { mode: 'form', message: `Question ${id}`, requestedSchema: { type: 'object', properties: {} } }, createdAt: new Date().toISOString() },
});

export class QuestionsObject extends DurableObject<Env> {
  // At most 2 pending per channel and 3 questions in all, counted from what the storage holds.
  private readonly store = durableObjectQuestionStore(this.ctx.storage, { maxPendingPerChannel: 2, maxQuestions: 3 });

  /** Adds a question; `ok`, or the name of what refused it. */
  private async add(id: string, channel: string): Promise<string> {
    try {
      await this.store.add(record(id, channel));
      return 'ok';
    } catch (error) {
      return error instanceof Error ? error.name : String(error);
    }
  }

  override async fetch(request: Request): Promise<Response> {
    const step = new URL(request.url).pathname.slice(1);
    const steps: Record<string, () => Promise<unknown>> = {
      // Two on c1, a third refused; one on c2; c3 refused (three pending: full); q1 closes; c3 now fits, q1 forgotten.
      fill: async () => ({
        c1: [await this.add('q1', 'c1'), await this.add('q2', 'c1'), await this.add('q3', 'c1')],
        c2: await this.add('q4', 'c2'),
        full: await this.add('q5', 'c3'),
        closed: (await this.store.close('q1', 'aborted')).won,
        afterClose: await this.add('q5', 'c3'),
      }),
      // In the object's next life the store counts what the storage holds: still full of pending questions.
      again: async () => ({ full: await this.add('q6', 'c4') }),
      storage: async () => {
        const all = (await this.ctx.storage.list({ prefix: PREFIX })) as Map<string, QuestionRecord>;
        return [...all.values()].map((r) => `${r.question.id}:${r.channel}:${r.state}`).sort();
      },
    };
    const run = steps[step];
    if (!run) return new Response('not found', { status: 404 });
    return Response.json(await run());
  }
}

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    return env.Questions.get(env.Questions.idFromName('one')).fetch(request);
  },
};
