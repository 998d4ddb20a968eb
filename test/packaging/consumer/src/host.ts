// A host that imports every public entry of the four packages, as a stranger would after `npm install`.
// Type-checked under moduleResolution bundler, node16 and node10, then bundled with esbuild.
import { buildResult, initialValues, parse, type ElicitRequestFormParams, type ElicitResult, type LocaleTables, type ServerIdentity } from '@mcp-elicit/core';
import { analyzeUrl } from '@mcp-elicit/core/url';
import { de } from '@mcp-elicit/core/de';
import { ar, tables as arabic } from '@mcp-elicit/core/ar';
import { tables as spanish } from '@mcp-elicit/core/es';
import { tables as french } from '@mcp-elicit/core/fr';
import { heUrl } from '@mcp-elicit/core/he';
import { tables as italian } from '@mcp-elicit/core/it';
import { tables as japanese } from '@mcp-elicit/core/ja';
import { ptBR } from '@mcp-elicit/core/pt-BR';
import { tables as chinese } from '@mcp-elicit/core/zh-Hans';
import { callWithInput, createElicitationBridge, elicitationCapability, type Ask } from '@mcp-elicit/client';
import { connectElicitationBridge, createElicitationSession } from '@mcp-elicit/client/browser';
import { createElicitationBridge as bridgeOfServerEntry, memoryQuestionStore } from '@mcp-elicit/client/server';
import { elicitationHandler, type ElicitationDataPart } from '@mcp-elicit/client/ai-sdk';
import { FORM_TAG, McpElicitForm, RESULT_EVENT } from '@mcp-elicit/elements/form';
import { McpElicitUrl, URL_TAG, loadPublicSuffixLookup } from '@mcp-elicit/elements/url';
import { createElicitationPresenter, type PresenterOptions } from '@mcp-elicit/elements/presenter';
import * as everything from '@mcp-elicit/elements';
import type * as single from '@mcp-elicit/elements/bundle';

const server: ServerIdentity = { name: 'files', title: 'File Server' };
/** Every language's entry, as the elements load them. */
const languages: LocaleTables[] = [arabic, spanish, french, italian, japanese, chinese];
const reviewIn = [ar['action.review'], ptBR['action.review'], heUrl['url.open'], ...languages.map((l) => l.form['action.review'])];
const request: ElicitRequestFormParams = {
  message: 'Keep a backup?',
  requestedSchema: { type: 'object', properties: { backup: { type: 'boolean', default: true } } },
};

// The single-file build has the types of the everything entry.
const presenterOfBundle: typeof single.createElicitationPresenter = everything.createElicitationPresenter;
const options: PresenterOptions = { skipReview: true };
const ask: Ask = presenterOfBundle(options);
const presenter: Ask = createElicitationPresenter();
// The AI SDK glue: a handler for `onElicitationRequest`, writing the question as a data part.
const parts: ElicitationDataPart[] = [];
const aiSdkHandler = elicitationHandler(createElicitationBridge(), 'chat', { writer: { write: (part) => void parts.push(part) } });
// The client's halves: the same functions as the whole entry's.
const halves = [bridgeOfServerEntry === createElicitationBridge, typeof connectElicitationBridge, typeof createElicitationSession, typeof memoryQuestionStore];

export async function run(send: (params: object) => Promise<unknown>): Promise<ElicitResult | undefined> {
  const form = document.createElement(FORM_TAG);
  const typed: McpElicitForm = form;
  typed.server = server;
  typed.request = request;
  const consent: McpElicitUrl = document.createElement(URL_TAG);
  consent.server = server;
  await loadPublicSuffixLookup();
  const parsed = parse(request);
  const outcome = parsed.ok ? buildResult('accept', parsed.form, initialValues(parsed.form)) : undefined;
  await callWithInput(send, { name: 'tool' }, ask);
  await callWithInput(send, { name: 'tool' }, presenter);
  await aiSdkHandler({ method: 'elicitation/create', params: { message: 'Name?' } });
  document.body.append(form, consent);
  form.addEventListener(RESULT_EVENT, (event) => console.log(event.detail.action, analyzeUrl('https://example.org/').host, de['action.review'], reviewIn.join(), halves.join()));
  return outcome?.ok ? outcome.result : { action: 'cancel', ...{ capability: elicitationCapability() } };
}
