// The language model of this test app: scripted (the AI SDK's mock model, lib/scripted-model.mjs, the demo's), so
// the app runs with no network and no key. A host passes its own model to `streamText` instead.
import { MockLanguageModelV4, convertArrayToReadableStream } from 'ai/test';
import { scriptedModel } from './scripted-model.mjs';

/** A message naming a tool ("… archive …") calls it; its result is answered with "The tool said: …". */
export const model = (toolNames: string[]) =>
  scriptedModel(
    { Mock: MockLanguageModelV4, stream: convertArrayToReadableStream },
    {
      choose: (words: string) => {
        const toolName = toolNames.find((name) => words.toLowerCase().includes(name));
        return toolName ? { toolName } : { text: `Ask me to run one of: ${toolNames.join(', ')}.` };
      },
      reply: ({ texts }: { texts: string[] }) => `The tool said: ${texts.join(' ')}`,
    },
  );
