/**
 * `<story-payload-log>`: wraps an element (or a React tree holding one) and shows, on screen, every event it
 * emits with the exact payload a host would send: `mcp-elicit-result` details as JSON, `mcp-elicit-continue`
 * and `mcp-elicit-dismiss`, and the address a URL element asked to open. Opening is stubbed: nothing
 * navigates and nothing is fetched. *New request* hands the element a fresh copy of its request, so the
 * exactly-once result can be tried again.
 */
import { LitElement, css, html } from 'lit';
import type { McpElicitForm, McpElicitUrl } from '@mcp-elicit/elements';

interface Entry {
  event: string;
  payload: string;
}

const EVENTS = ['mcp-elicit-result', 'mcp-elicit-continue', 'mcp-elicit-dismiss'] as const;

type Elicit = McpElicitForm | McpElicitUrl;

export class StoryPayloadLog extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    section {
      margin-block-start: 1rem;
      padding: 0.75rem 1rem;
      border: 1px dashed currentColor;
      border-radius: 0.5rem;
      font-family: system-ui, sans-serif;
    }
    h2 {
      margin: 0 0 0.25rem;
      font-size: 1rem;
    }
    p {
      margin: 0 0 0.5rem;
    }
    ol {
      margin: 0 0 0.5rem;
      padding-inline-start: 1.5rem;
    }
    code,
    pre {
      font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
      font-size: 0.875rem;
    }
    pre {
      margin: 0.25rem 0 0.5rem;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    button {
      font: inherit;
      padding: 0.4em 0.9em;
      border: 1px solid currentColor;
      border-radius: 0.4rem;
      background: transparent;
      color: inherit;
      cursor: pointer;
    }
    button:focus-visible {
      outline: 3px solid currentColor;
      outline-offset: 2px;
    }
  `;

  private entries: Entry[] = [];

  private readonly record = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    this.add(event.type, detail === undefined || detail === null ? '(no detail)' : JSON.stringify(detail, null, 2));
  };

  private add(event: string, payload: string): void {
    this.entries = [...this.entries, { event, payload }];
    this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    for (const type of EVENTS) this.addEventListener(type, this.record);
  }

  override disconnectedCallback(): void {
    for (const type of EVENTS) this.removeEventListener(type, this.record);
    super.disconnectedCallback();
  }

  /** The elicitation elements inside, however deep in the light DOM (React may add wrappers). */
  private get targets(): Elicit[] {
    return [...this.querySelectorAll<Elicit>('mcp-elicit-form, mcp-elicit-url')];
  }

  /** URL elements open nothing here: the address is logged instead. */
  private stubOpen(): void {
    for (const el of this.targets) {
      if (el.localName === 'mcp-elicit-url') (el as McpElicitUrl).open = (url) => this.add('open (stubbed: nothing opened)', url);
    }
  }

  private again(): void {
    for (const el of this.targets) if (el.request) el.request = structuredClone(el.request) as never;
    this.add('new request', 'The same request again: the element starts over and may send one more result.');
  }

  override render() {
    return html`<slot @slotchange=${() => this.stubOpen()}></slot>
      <section aria-labelledby="log-heading">
        <h2 id="log-heading">What would be sent</h2>
        <p>Every event the element emits, with its payload, newest last. Opening a page is stubbed.</p>
        <div role="log" aria-live="polite" aria-labelledby="log-heading">
          ${this.entries.length === 0
            ? html`<p>Nothing yet: use the element's buttons.</p>`
            : html`<ol>
                ${this.entries.map((e) => html`<li><code>${e.event}</code><pre>${e.payload}</pre></li>`)}
              </ol>`}
        </div>
        <button type="button" @click=${() => this.again()}>New request</button>
      </section>`;
  }
}

if (!customElements.get('story-payload-log')) customElements.define('story-payload-log', StoryPayloadLog);

declare global {
  interface HTMLElementTagNameMap {
    'story-payload-log': StoryPayloadLog;
  }
}
