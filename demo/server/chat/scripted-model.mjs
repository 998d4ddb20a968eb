// A scripted language model for chat hosts built with the Vercel AI SDK: no network, no key. Built on the SDK's
// own mock model (`MockLanguageModelV4` of `ai/test`, or `MockLanguageModelV3` of the 6.x line: both take the same
// stream parts), it plays two roles from a script:
//   - after a user message, `choose(words)` returns the tool to call (`{ toolName, input }`) or a reply (`{ text }`);
//   - after a tool result, `reply({ toolName, texts, error })` writes the answer from what the tool said.
// Replies stream word by word. The demo's chat (demo/server/chat) and the test host of the AI SDK glue
// (test/frameworks/ai-sdk-host.mjs) both use it.

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

/** The texts of a tool result, wherever the AI SDK put them. */
export function textsOf(value, found = []) {
  if (Array.isArray(value)) for (const item of value) textsOf(item, found);
  else if (value && typeof value === 'object') {
    if (value.type === 'text' && typeof value.text === 'string') found.push(value.text);
    else for (const item of Object.values(value)) textsOf(item, found);
  }
  return found;
}

/** The text of the last user message. */
function wordsOf(message) {
  return typeof message.content === 'string' ? message.content : textsOf(message.content).join(' ');
}

/** The tool result (or error) of the last tool message. */
function toolOutcome(message) {
  const part = message.content.find((p) => p.type === 'tool-result') ?? {};
  const output = part.output ?? {};
  const error = output.type === 'error-text' || output.type === 'error-json' || output.value?.isError === true;
  const texts = typeof output.value === 'string' ? [output.value] : textsOf(output.value ?? output);
  return { toolName: part.toolName, texts, error };
}

/** A text answer as stream parts, one word at a time. */
function textParts(text) {
  const words = text.split(/(?<= )/);
  return [{ type: 'text-start', id: 't' }, ...words.map((delta) => ({ type: 'text-delta', id: 't', delta })), { type: 'text-end', id: 't' }];
}

/**
 * `lib` is `{ Mock, stream }`: the mock model class and a function from stream parts to a ReadableStream
 * (`convertArrayToReadableStream`, or `simulateReadableStream`'s paced one). `script` is `{ choose, reply }`.
 */
export function scriptedModel({ Mock, stream }, { choose, reply }) {
  let calls = 0;
  return new Mock({
    provider: 'scripted',
    modelId: 'scripted',
    doStream: async ({ prompt }) => {
      const last = prompt.at(-1);
      let parts;
      let finish = { unified: 'stop', raw: 'stop' };
      if (last?.role === 'tool') {
        parts = textParts(reply(toolOutcome(last)));
      } else {
        const choice = choose(last ? wordsOf(last) : '');
        if (choice.toolName) {
          calls += 1;
          parts = [{ type: 'tool-call', toolCallId: `call-${Date.now()}-${calls}`, toolName: choice.toolName, input: JSON.stringify(choice.input ?? {}) }];
          finish = { unified: 'tool-calls', raw: 'tool_calls' };
        } else {
          parts = textParts(choice.text);
        }
      }
      return { stream: stream([{ type: 'stream-start', warnings: [] }, ...parts, { type: 'finish', finishReason: finish, usage }]) };
    },
  });
}
