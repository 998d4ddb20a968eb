/**
 * Type-level tests of the React wrappers: this file is type-checked (pnpm typecheck) but never run. Each
 * `@ts-expect-error` fails the check if the types ever loosen enough to accept the wrong line.
 */
import { ElicitForm, ElicitUrl, Elicitation } from '@mcp-elicit/react';
import type { ElicitRequestFormParams, ElicitResult } from '@mcp-elicit/core';

declare const request: ElicitRequestFormParams;

export const fine = [
  <ElicitForm key="a" request={request} server={{ name: 's' }} skipReview onResult={(e) => e.detail satisfies ElicitResult} />,
  <ElicitUrl key="b" request={{ mode: 'url', message: 'm', url: 'https://x.example' }} open={(url: string) => void url} onContinue={() => {}} />,
  <Elicitation key="c" request={request} onResult={(e) => e.detail.action satisfies 'accept' | 'decline' | 'cancel'} />,
];

export const wrong = [
  // @ts-expect-error request must be elicitation params, not a number
  <ElicitForm key="d" request={42} />,
  // @ts-expect-error server needs a name
  <ElicitForm key="e" request={request} server={{ title: 'no name' }} />,
  // @ts-expect-error onResult's event carries an ElicitResult, not a string
  <ElicitForm key="f" request={request} onResult={(e: CustomEvent<string>) => void e} />,
  // @ts-expect-error the URL element has no skipReview
  <ElicitUrl key="g" request={{ mode: 'url', message: 'm', url: 'u' }} skipReview />,
  // @ts-expect-error open takes a URL string
  <ElicitUrl key="h" request={{ mode: 'url', message: 'm', url: 'u' }} open={(n: number) => void n} />,
  // @ts-expect-error the form has no onContinue
  <ElicitForm key="i" request={request} onContinue={() => {}} />,
];
