/**
 * `useElicitation()` and `<ElicitationOutlet/>`: a chat UI's own `Ask`. Questions queue in arrival order and
 * show inline one at a time; each answer resolves the `ask` promise the client adapter awaits, listed here.
 */
import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
import { ElicitationOutlet, ElicitationProvider, useElicitation } from '@mcp-elicit/react';
import { SERVER, formRequest, urlRequest } from '../support/corpus.js';
import { stubOpen } from '../support/render.js';
import { renderReact, unmountReactAfter } from '../support/react.js';

const QUESTIONS: [string, ElicitRequestParams][] = [
  ['a confirmation', formRequest('confirm')],
  ['a table booking', formRequest('everything')],
  ['a sign-in page', urlRequest('https-subdomain')],
];

function Chat() {
  const { ask, pending } = useElicitation();
  const [answers, setAnswers] = useState<string[]>([]);
  const asked = useRef(false);
  const askOne = (label: string, request: ElicitRequestParams) => {
    void ask(request, { server: SERVER }).then((result: ElicitResult) =>
      setAnswers((list) => [...list, `${label}: ${JSON.stringify(result)}`]),
    );
  };
  useEffect(() => {
    // One question waits from the start, so the outlet has something to show.
    if (asked.current) return;
    asked.current = true;
    const [label, request] = QUESTIONS[0] ?? ['', formRequest('confirm')];
    askOne(label, request);
  });
  return (
    <div style={{ fontFamily: 'system-ui, sans-serif' }}>
      <p>
        A server asks… ({pending} waiting){' '}
        {QUESTIONS.map(([label, request]) => (
          <button key={label} type="button" onClick={() => askOne(label, request)} style={{ marginInlineEnd: '0.5rem', font: 'inherit', padding: '0.25em 0.75em' }}>
            {label}
          </button>
        ))}
      </p>
      <ElicitationOutlet open={stubOpen} />
      <h2 style={{ fontSize: '1rem' }}>
        Resolved <code>ask</code> promises
      </h2>
      <ol aria-live="polite">
        {answers.map((a, i) => (
          <li key={i}>
            <code>{a}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}

const meta = {
  title: 'React/Outlet',
  beforeEach: unmountReactAfter,
  parameters: {
    docs: {
      source: {
        code: `const { ask } = useElicitation();
const mcp = attachElicitation(client, ask); // or callWithInput(send, params, ask)

<main>
  <Messages />
  <ElicitationOutlet />
</main>`,
        language: 'tsx',
      },
    },
  },
} satisfies Meta;

export default meta;

export const QueueAndOutlet: StoryObj = {
  render: (_args, { canvasElement }) =>
    renderReact(
      <ElicitationProvider>
        <Chat />
      </ElicitationProvider>,
      canvasElement,
    ),
};
