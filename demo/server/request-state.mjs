// `requestState` (protocol 2026-07-28): the server holds nothing while a person answers; the state of the call
// travels with the question and comes back with the retry, through the client, so it is the client's to tamper
// with. A state this server accepts is
//   - signed by this server start (the SDK's codec, an HMAC under a random key), and not past its question's time;
//   - bound to the person (the codec's `bind`: the person of the request's verified credential, mcp-http.mjs puts
//     it in `authInfo`), so another person's state is refused;
//   - bound to the tool, a canonical hash of its arguments and the step (the question) it was minted for, so a
//     state moved to another tool, other arguments or another step answers nothing;
//   - spent once: its id is remembered until it expires (bounded), so a replay does nothing more;
//   - and its answers fit what was asked: each accepted form answer is checked against the `requestedSchema` it
//     answers (carried, signed, in the state), since neither the SDK nor the protocol checks it on the way in.
// The first two run in the SDK's `requestState.verify` hook, before any handler; the rest in `registerAskingTool`,
// the one wrapper every asking tool is registered through: a tool's handler sees answers only together with a state
// that passed every check, for exactly the step it asked, and never mints a state itself.
//
// The eras: on 2026-07-28 the client echoes the state with its answers (what the checks are for). On 2025-11-25
// sessions the SDK's legacy shim asks with elicitation/create and feeds the state back itself, in this process;
// the same checks run (each round mints a fresh state and spends it), and that request's own timeout decides the
// time, so there the verify hook checks the signature and the person only.
import { createHash, randomBytes } from 'node:crypto';
import { acceptedContent, createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';
import { parse, validateContent } from '@mcp-elicit/core/answers';

/** JSON with every object's keys sorted: the same arguments always give the same text. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash a state carries of the arguments it was minted for. */
export const argumentsHash = (args) => createHash('sha256').update(canonical(args ?? {})).digest('base64url');

/** The person of a request, as mcp-http.mjs verified it (`authInfo.clientId`). */
const personOf = (ctx) => ctx.http?.authInfo?.clientId ?? '';

/** The form questions of a round, by key: what each accepted answer is checked against when it comes back. */
const formsOf = (inputRequests) =>
  Object.fromEntries(
    Object.entries(inputRequests)
      .filter(([, request]) => request.params.mode !== 'url')
      .map(([key, request]) => [key, request.params.requestedSchema]),
  );

/**
 * The keys whose accepted content does not fit the schema asked, with core's issue codes. The SDK's compatibility
 * layer does not check content against `requestedSchema`, and a client can send anything: a server re-validates
 * (with the same validator the kit's form uses, so the page and the server agree on every rule).
 */
function misfits(forms, responses) {
  const found = [];
  for (const [key, requestedSchema] of Object.entries(forms ?? {})) {
    const content = acceptedContent(responses, key);
    if (!content) continue;
    const read = parse({ mode: 'form', message: '', requestedSchema });
    const issues = read.ok ? validateContent(read.form, content, { onlyDeclared: true }) : [{ field: '', code: 'unsupported-request' }];
    if (issues.length > 0) found.push(`“${key}” (${issues.map((i) => (i.field ? `${i.field}: ${i.code}` : i.code)).join(', ')})`);
  }
  return found;
}

/** A tool result that says, in plain words, why nothing was done. */
const refused = (why) => ({ content: [{ type: 'text', text: `${why} Nothing was done.` }], isError: true });

/**
 * `questionTimeoutMs`: how long after a question is asked its answers are accepted. `maxSpent`: how many spent
 * states are remembered at most (LIMITS.spentStates).
 */
export function createRequestStates({ questionTimeoutMs, maxSpent }) {
  const codec = createRequestStateCodec({
    key: randomBytes(32),
    // The codec counts whole seconds (one more here, never less than the timeout); the exact deadline in
    // milliseconds travels signed inside the state and is what the 2026 retry is held to.
    ttlSeconds: Math.ceil(questionTimeoutMs / 1000) + 1,
    bind: (ctx) => `${ctx.mcpReq.method}\0${personOf(ctx)}`,
  });
  /** Spent state ids and until when each would have been good. */
  const spent = new Map();

  /** Marks a state spent: true the first time, false for a replay (or when no more can be remembered now). */
  function spend({ id, until }) {
    if (spent.has(id)) return false;
    if (spent.size >= maxSpent) for (const [old, end] of spent) if (Date.now() > end) spent.delete(old);
    if (spent.size >= maxSpent) return false;
    spent.set(id, until);
    return true;
  }

  /** Why the answers of this round must not be acted on, or undefined when the state is good for exactly this call. */
  function refusal(state, responses, tool, args) {
    if (state === undefined || typeof state !== 'object' || state === null) {
      return 'These answers came without the state of the question they answer, so they answer nothing. Call the tool again to be asked.';
    }
    if (state.tool !== tool) return 'These answers were given to a question of another tool.';
    if (state.args !== argumentsHash(args)) return 'These answers were given to a question about something else (other arguments).';
    if (responses === undefined || !state.keys.every((key) => Object.hasOwn(responses, key))) {
      return 'These answers do not answer the question that was asked.';
    }
    // Before spending: a client that sent a wrong answer may still send a right one to the same question.
    const wrong = misfits(state.forms, responses);
    if (wrong.length > 0) return `These answers do not fit the question asked: ${wrong.join('; ')}.`;
    if (!spend(state)) return 'This question was answered already: its answers count once.';
    return undefined;
  }

  return {
    /** The SDK's verify hook for a server of `era`: the signature, the person and (2026) the question's time. */
    verifier: (era) => async (raw, ctx) => {
      const state = await codec.verify(raw, ctx);
      if (era === '2026' && (typeof state?.until !== 'number' || Date.now() > state.until)) throw new Error('expired');
      return state;
    },
    /**
     * Registers tool `name` on `server`: `handler(args, ctx, round)` runs with `round.step` undefined on a first
     * call, or with the step, the `data` it asked with and the `responses`, once the answers passed every check.
     * `round.ask(step, inputRequests, data)` returns the inputRequired result with the state of that step.
     */
    registerAskingTool(server, name, config, handler) {
      const run = async (args, ctx) => {
        const ask = async (step, inputRequests, data = {}) => {
          const state = { id: randomBytes(12).toString('base64url'), tool: name, args: argumentsHash(args), step, keys: Object.keys(inputRequests), forms: formsOf(inputRequests), until: Date.now() + questionTimeoutMs, data };
          return inputRequired({ inputRequests, requestState: await codec.mint(state, ctx) });
        };
        const responses = ctx.mcpReq.inputResponses;
        const state = ctx.mcpReq.requestState();
        if (responses === undefined && state === undefined) return handler(args, ctx, { step: undefined, data: {}, responses: undefined, ask });
        const why = refusal(state, responses, name, args);
        if (why) return refused(why);
        return handler(args, ctx, { step: state.step, data: state.data ?? {}, responses, ask });
      };
      // A tool without an input schema is called with the context alone: its arguments are not read, so they bind as {}.
      return server.registerTool(name, config, config.inputSchema ? run : (ctx) => run({}, ctx));
    },
  };
}
