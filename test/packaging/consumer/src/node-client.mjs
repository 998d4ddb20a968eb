// Node, no DOM: the client adapter drives one 2026 round (input required, then complete) from the tarballs.
import { callWithInput, elicitationCapability } from '@mcp-elicit/client';
import { parse } from '@mcp-elicit/core';
import { analyzeUrl } from '@mcp-elicit/core/url';

const question = {
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
};
let calls = 0;
const send = async (params) => {
  calls++;
  if (!params.inputResponses) {
    return { resultType: 'input_required', inputRequests: { who: { method: 'elicitation/create', params: question } }, requestState: 'r1' };
  }
  return { content: [{ type: 'text', text: JSON.stringify({ responses: params.inputResponses, state: params.requestState }) }] };
};
const result = await callWithInput(send, { name: 'greet', arguments: {} }, async () => ({ action: 'accept', content: { name: 'Ada' } }));
console.log(
  JSON.stringify({
    calls,
    text: result.content[0].text,
    capability: elicitationCapability(),
    parsed: parse(question).ok,
    host: analyzeUrl('https://accounts.example.org/login').host,
  }),
);
