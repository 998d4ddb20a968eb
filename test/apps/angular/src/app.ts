import { CUSTOM_ELEMENTS_SCHEMA, ChangeDetectionStrategy, Component, signal } from '@angular/core';
import '@mcp-elicit/elements';
import type { ElicitResultEvent } from '@mcp-elicit/elements';
import type { Ask } from '@mcp-elicit/client';
import type { ElicitRequestParams, ElicitResult, ServerIdentity } from '@mcp-elicit/core';
import { callAskTool } from './mcp';

interface Question {
  request: ElicitRequestParams;
  server?: ServerIdentity;
  answer: (result: ElicitResult) => void;
}

// CUSTOM_ELEMENTS_SCHEMA: Angular sets [request], [server] and [open] as the elements' properties (the request as
// the server sent it) and listens to the one result event by its name.
@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let q = question();
    @if (q?.request?.mode === 'url') {
      <mcp-elicit-url [request]="q!.request" [server]="q!.server" [open]="open" (mcp-elicit-result)="onResult($event)"></mcp-elicit-url>
    } @else if (q) {
      <mcp-elicit-form [request]="q.request" [server]="q.server" (mcp-elicit-result)="onResult($event)"></mcp-elicit-form>
    }
    <ol id="answers">
      @for (answer of answers(); track $index) {
        <li>{{ json(answer) }}</li>
      }
    </ol>
    <ul id="opened">
      @for (url of opened(); track url) {
        <li>{{ url }}</li>
      }
    </ul>
    <output id="outcome">{{ outcome() }}</output>
  `,
})
export class App {
  protected readonly question = signal<Question | undefined>(undefined);
  protected readonly answers = signal<ElicitResult[]>([]);
  protected readonly opened = signal<string[]>([]);
  protected readonly outcome = signal('');
  protected readonly json = (value: unknown) => JSON.stringify(value);

  /** What the MCP client asks through: show the question until its element sends the one result. */
  private readonly ask: Ask = (request, { server }) => new Promise((answer) => this.question.set({ request, server, answer }));

  /** This app lists the page a URL question opens; a browser host would leave `open` to the element. */
  protected readonly open = (url: string) => this.opened.update((urls) => [...urls, url]);

  constructor() {
    callAskTool(this.ask).then(
      (text) => this.outcome.set(text),
      (error: unknown) => this.outcome.set(`failed: ${String(error)}`),
    );
  }

  /** `$event` is typed from the elements' event map: the one result event is an ElicitResultEvent. */
  protected onResult({ detail }: ElicitResultEvent) {
    this.answers.update((answers) => [...answers, detail]);
    this.question()?.answer(detail);
    this.question.set(undefined);
  }
}
