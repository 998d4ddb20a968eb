/**
 * The code shown under each story ("Show code") and on the docs pages: what a host writes to get exactly
 * that story, in plain HTML or in React, with the story's request and server filled in.
 */
import { formMapping, urlMapping } from './corpus.js';
import type { ElicitArgs } from './render.js';

type SnippetArgs = Pick<ElicitArgs, 'request' | 'server' | 'messages' | 'skipReview'>;

/** A `request` picked in a select control arrives here as its corpus id. */
function requestOf(value: unknown, mappings: Record<string, unknown>[]): unknown {
  if (typeof value !== 'string') return value;
  for (const mapping of mappings) if (Object.hasOwn(mapping, value)) return mapping[value];
  return value;
}

const json = (value: unknown, indent: string) => JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);

export function htmlUsage(tag: 'mcp-elicit-form' | 'mcp-elicit-url', args: SnippetArgs = {}): string {
  const lines = [
    `<${tag}${args.skipReview ? ' skip-review' : ''}></${tag}>`,
    `<script type="module">`,
    `  import '@mcp-elicit/elements';`,
    `  const el = document.querySelector('${tag}');`,
    `  el.server = ${json(args.server ?? { name: 'files', title: 'Cloud Files' }, '  ')};`,
    `  el.request = ${json(requestOf(args.request, [tag === 'mcp-elicit-url' ? urlMapping : formMapping]) ?? 'params as received', '  ')};`,
    ...(args.messages ? [`  el.messages = ${json(args.messages, '  ')};`] : []),
    `  el.addEventListener('mcp-elicit-result', (e) => reply(e.detail)); // accept | decline | cancel`,
    ...(tag === 'mcp-elicit-url' ? [`  el.addEventListener('mcp-elicit-continue', () => retryTheCall());`] : []),
    `</script>`,
  ];
  return lines.join('\n');
}

export function reactUsage(component: 'Elicitation' | 'ElicitForm' | 'ElicitUrl', args: SnippetArgs = {}): string {
  return [
    `import { ${component} } from '@mcp-elicit/react';`,
    ``,
    `const server = ${json(args.server ?? { name: 'files', title: 'Cloud Files' }, '')};`,
    `const request = ${json(requestOf(args.request, [formMapping, urlMapping]) ?? 'params as received', '')};`,
    ``,
    `<${component} request={request} server={server} onResult={(e) => reply(e.detail)} />;`,
  ].join('\n');
}

/** `parameters.docs.source.transform` for element stories: the HTML a host writes for these args. */
export const elementSource =
  (tag: 'mcp-elicit-form' | 'mcp-elicit-url') =>
  (_code: string, context: { args: SnippetArgs }): string =>
    htmlUsage(tag, context.args);
