// The chat's language model. By default a scripted one (no network, no key): it picks the tool from the user's
// words and answers from the tool's result (script.mjs). With DEMO_MODEL set to one of the AI SDK's gateway model
// strings (DEMO_MODEL=openai/gpt-5, anthropic/claude-sonnet-4.5, …), `streamText` uses that model through the AI
// SDK's built-in gateway, which reads its key from AI_GATEWAY_API_KEY.
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { scriptedModel } from './scripted-model.mjs';
import { chooseTool, replyTo } from './script.mjs';

/** How the chat tells a real model to behave (the scripted one needs no instructions). */
export const SYSTEM =
  'You are the assistant of a demo chat. Use the tools when they fit what the person asks; they may ask the person a ' +
  'question in the chat themselves, so do not ask for their answers first. After a tool, say in one or two plain ' +
  'sentences what happened. If a tool fails, say why plainly.';

/** The paced stream of the scripted model: each word a moment after the last, as a real model streams. */
const paced = (chunks) => simulateReadableStream({ chunks, initialDelayInMs: 0, chunkDelayInMs: 15 });

/** `env.DEMO_MODEL` (a gateway model string) or undefined: the scripted model. */
export const realModelName = (env = process.env) => env.DEMO_MODEL?.trim() || undefined;

/** The model for one chat request, given the names of the tools it may call. */
export function chatModel(toolNames, env = process.env) {
  const name = realModelName(env);
  if (name) return { model: name, system: SYSTEM };
  return {
    model: scriptedModel({ Mock: MockLanguageModelV4, stream: paced }, { choose: (text) => chooseTool(text, toolNames), reply: replyTo }),
    system: undefined,
  };
}
