/**
 * The presenter's half of the guard rails, loaded only by a presenter given them: each note of its own `Ask` (what
 * the rails answered for the person) becomes an `<mcp-elicit-note>`, in the container where the question would have
 * been, or else in a strip at the foot of the page, each with Close. "Ask me again" and "Allow more" go to the rails.
 */
import { css } from 'lit';
import type { Ask } from '@mcp-elicit/client/browser';
import type { GuardNote, GuardRails } from '@mcp-elicit/client/guard';
import { DISMISS_EVENT } from '../events.js';
import { defineOnce } from '../shared/define-once.js';
import { GUARD_EVENT, McpElicitNote, NOTE_TAG } from '../guard/mcp-elicit-note.js';
import type { PresenterOptions } from './presenter.js';

/** The strip of notes outside a container: above the page, out of the way, never over a modal dialog's backdrop. */
const stripStyles = css`
  .mcp-elicit-notes {
    position: fixed;
    inset-inline: 1rem;
    inset-block-end: 1rem;
    display: grid;
    gap: 0.5rem;
    justify-items: end;
    pointer-events: none;
  }

  .mcp-elicit-notes > mcp-elicit-note {
    pointer-events: auto;
    max-inline-size: min(40rem, 100%);
    border-radius: var(--mcp-elicit-dialog-radius, 0.75rem);
    box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 0.25);
  }
`;

let strip: HTMLElement | undefined;
function footStrip(): HTMLElement {
  if (strip?.isConnected) return strip;
  if (stripStyles.styleSheet && document.adoptedStyleSheets) document.adoptedStyleSheets = [...document.adoptedStyleSheets, stripStyles.styleSheet];
  strip = document.createElement('div');
  strip.className = 'mcp-elicit-notes';
  document.body.append(strip);
  return strip;
}

export function showNotes(rails: GuardRails, from: Ask, options: PresenterOptions): void {
  defineOnce(NOTE_TAG, McpElicitNote);
  const drawn = new Set<number>();
  const draw = (note: GuardNote) => {
    drawn.add(note.id);
    const element = document.createElement(NOTE_TAG) as McpElicitNote;
    element.note = note;
    if (options.messages) element.messages = options.messages;
    if (options.density) element.density = options.density;
    element.closable = !options.container;
    element.addEventListener(GUARD_EVENT, ({ detail }) => {
      if (detail.action === 'ask-again') void rails.askAgain(note);
      else rails.allowMore(note);
    });
    element.addEventListener(DISMISS_EVENT, () => {
      rails.dismiss(note);
      element.remove();
    });
    (options.container ?? footStrip()).append(element);
  };
  const update = () => {
    for (const note of rails.notes()) if (note.from === from && !drawn.has(note.id)) draw(note);
  };
  update();
  rails.subscribe(update);
}
