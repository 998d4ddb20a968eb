/**
 * `<ElicitationPart>` without a chat: a `data-elicitation` part's data as the AI SDK glue writes it, and the queue
 * of `useElicitation()` fed directly with the question's id (as the bridge's browser end does). The real thing,
 * with `useChat` and the AI SDK on a server, is in e2e/ai-sdk.test.ts.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { ElicitationPart, ElicitationProvider, answerSummary, useElicitation, type UseElicitation } from '@mcp-elicit/react';
import type { ElicitRequestParams, ElicitResult } from '@mcp-elicit/core';
import type { ElicitationPartData } from '@mcp-elicit/client/ai-sdk';
import { de } from '@mcp-elicit/core/de';
import { ar } from '@mcp-elicit/core/ar';
import { axeCheck } from '../helpers/axe.js';
import { press, settle } from '../helpers/user.js';
import { useReactRoot } from '../helpers/react-root.js';
import { bookingRequest } from '../fixtures/requests.js';

const BOOKING = bookingRequest(['time', 'guests', 'extras', 'terrace', 'note'], ['time', 'guests']) as ElicitRequestParams;

const part = (data: Partial<ElicitationPartData>) => ({
  data: { question: { id: 'q1', params: BOOKING, createdAt: new Date().toISOString() }, state: 'pending', ...data } as ElicitationPartData,
});

describe('ElicitationPart', () => {
  const app = useReactRoot();
  const line = () => app.host.querySelector('[data-elicitation-state]');

  it('answerSummary reads the answer back as a person would: option titles, lists, yes/no, in the fields\' order', () => {
    const result: ElicitResult = { action: 'accept', content: { terrace: true, guests: 2, time: '20:00', extras: ['cake', 'flowers'] } };
    // The choices of one field are a list as the language writes one; the fields are separated by commas.
    expect(answerSummary(BOOKING, result)).to.equal('You accepted: 8 pm, 2, Cake and Flowers, Terrace: yes');
    expect(answerSummary(BOOKING, { action: 'decline' })).to.equal('You declined');
    expect(answerSummary(BOOKING, { action: 'cancel' })).to.equal('You cancelled');
    expect(answerSummary({ mode: 'url', message: 'Sign in', url: 'https://example.com', elicitationId: 'e' }, { action: 'accept' })).to.equal(
      'You opened the page on example.com',
    );
    // In another language: its table and its locale.
    expect(answerSummary(BOOKING, result, de, 'de')).to.equal('Sie haben angenommen: 8 pm, 2, Cake und Flowers, Terrace: ja');
  });

  it('the record line follows `messages` and `locale`, each value isolated (German; Arabic, right to left)', async () => {
    const answered = part({ state: 'answered', result: { action: 'accept', content: { time: '21:30', guests: 4, terrace: false } } });
    app.render(<ElicitationPart part={answered} messages={de} locale="de" />);
    expect(line()!.textContent).to.equal('Sie haben angenommen: 9:30 pm, 4, Terrace: nein');
    app.render(<ElicitationPart part={part({ state: 'expired', reason: 'disconnected' })} messages={de} locale="de" />);
    expect(line()!.textContent).to.equal('Nicht beantwortet: Die Verbindung ist abgebrochen');
    app.host.setAttribute('dir', 'rtl');
    app.host.setAttribute('lang', 'ar');
    app.render(<ElicitationPart part={answered} messages={ar} locale="ar" />);
    expect([...line()!.querySelectorAll('bdi')].map((b) => b.textContent)).to.deep.equal(['9:30 pm', new Intl.NumberFormat('ar').format(4), 'Terrace']);
    expect(line()!.textContent!.startsWith('تم القبول: ')).to.equal(true);
    expect((await axeCheck(app.host)).violations).to.deep.equal([]);
    app.host.removeAttribute('dir');
    app.host.removeAttribute('lang');
  });

  it('a closed question is one line that stays: answered, declined, expired; the host may word it', async () => {
    app.render(<ElicitationPart part={part({ state: 'answered', result: { action: 'accept', content: { time: '21:30', guests: 4 } } })} />);
    expect(line()!.textContent).to.equal('You accepted: 9:30 pm, 4');
    expect(line()!.getAttribute('data-elicitation-state')).to.equal('answered');
    app.render(<ElicitationPart part={part({ state: 'answered', result: { action: 'decline' } })} />);
    expect(line()!.textContent).to.equal('You declined');
    app.render(<ElicitationPart part={part({ state: 'expired', reason: 'expired' })} />);
    expect(line()!.textContent).to.equal('Not answered: the question expired');
    // A part saved by 0.1 (a chat's stored transcript) says `stopped` for the same state, and reads the same.
    app.render(<ElicitationPart part={part({ state: 'stopped' as 'expired', reason: 'expired' })} />);
    expect(line()!.textContent).to.equal('Not answered: the question expired');
    app.render(<ElicitationPart part={part({ state: 'expired', reason: 'expired' })} record={() => 'Zu spät'} />);
    expect(line()!.textContent).to.equal('Zu spät');
    await axeCheck(app.host);
  });

  it('the question on screen of the queue is shown in place, answered by keyboard; another one waits as a line', async () => {
    let queue: UseElicitation | undefined;
    function Chat({ ids }: { ids: string[] }) {
      queue = useElicitation();
      return (
        <>
          {ids.map((id) => (
            <div key={id} className={`turn-${id}`}>
              <ElicitationPart part={{ data: { ...part({}).data, question: { ...part({}).data.question, id } } }} elicitation={queue} />
            </div>
          ))}
        </>
      );
    }
    app.render(
      <ElicitationProvider>
        <Chat ids={['q1', 'q2']} />
      </ElicitationProvider>,
    );
    // The bridge's browser end gives each question a `questionEnded` too (here one that never settles).
    const ended = new Promise<void>(() => {});
    const first = queue!.ask(BOOKING, { questionId: 'q1', questionEnded: ended });
    void queue!.ask(BOOKING, { questionId: 'q2' });
    await waitUntil(() => app.host.querySelector('.turn-q1 mcp-elicit-form'), 'the first question is not in its place');
    expect(app.host.querySelector('.turn-q2 mcp-elicit-form')).to.equal(null);
    expect(app.host.querySelector('.turn-q2')!.textContent).to.equal('Waiting for an answer');
    const form = app.host.querySelector<HTMLElementTagNameMap['mcp-elicit-form']>('.turn-q1 mcp-elicit-form')!;
    await settle(form);
    expect(form.questionId).to.equal('q1');
    expect(form.questionEnded, 'the outlet passes questionEnded on').to.equal(ended);
    form.focus();
    await press('Escape');
    expect(await first).to.deep.equal({ action: 'cancel' });
    await waitUntil(() => app.host.querySelector('.turn-q2 mcp-elicit-form'), 'the second question did not follow in its place');
    queue!.cancelAll();
  });
});
