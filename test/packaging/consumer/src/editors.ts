/// <reference types="@mcp-elicit/elements/vue" />
/// <reference types="@mcp-elicit/elements/svelte" />
// The Vue and Svelte template types: the tags are known, their properties and events typed (not `any`).
import type { GlobalComponents } from 'vue';
import type { ElicitRequestFormParams } from '@mcp-elicit/core';

const request: ElicitRequestFormParams = { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };

type VueFormProps = InstanceType<GlobalComponents['mcp-elicit-form']>['$props'];
export const vueForm: VueFormProps = { request, skipReview: true, onMcpElicitResult: (event) => event.detail.action };
// @ts-expect-error a URL request is not a form request
export const vueWrong: VueFormProps = { request: { mode: 'url', message: 'Open', url: 'https://example.org/' } };
type VueUrlProps = InstanceType<GlobalComponents['mcp-elicit-url']>['$props'];
export const vueUrl: VueUrlProps = { open: (url: string) => url, onMcpElicitContinue: () => undefined };

export const svelteForm: svelteHTML.IntrinsicElements['mcp-elicit-form'] = {
  request,
  'skip-review': true,
  'onmcp-elicit-result': (event) => event.detail.action,
};
// @ts-expect-error `server` is a ServerIdentity, not a string
export const svelteWrong: svelteHTML.IntrinsicElements['mcp-elicit-url'] = { server: 'files' };
