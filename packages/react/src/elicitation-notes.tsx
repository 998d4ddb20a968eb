"use client";
/**
 * `@mcp-elicit/react/guard`, the guard rails in React: `<ElicitNote>` (`<mcp-elicit-note>`, the one line of a
 * question the rails answered for the person), `<ElicitationNotes>` (every note of a store, with "Ask me again" and
 * "Allow more" wired to the rails), and the two views, `<ElicitLogSummary rails={rails}/>` (which tools nag) and
 * `<ElicitChoices rails={rails}/>` (the remembered choices, each to forget). The outlet loads this module only once
 * a note is there to show.
 */
import * as React from 'react';
import { forwardRef } from 'react';
import { createComponent, type EventName } from '@lit/react';
import type { Messages } from '@mcp-elicit/core';
import type { Density } from '@mcp-elicit/elements';
import {
  CHOICES_TAG,
  LOG_SUMMARY_TAG,
  McpElicitChoices,
  McpElicitLogSummary,
  McpElicitNote,
  NOTE_TAG,
  type GuardEventDetail,
} from '@mcp-elicit/elements/guard';
import { useIsClient } from './client-only.js';
import type { ElicitationStore } from './store.js';

const LitElicitNote = createComponent({
  tagName: NOTE_TAG,
  elementClass: McpElicitNote,
  react: React,
  events: {
    onGuard: 'mcp-elicit-guard' as EventName<CustomEvent<GuardEventDetail>>,
    onDismiss: 'mcp-elicit-dismiss' as EventName<CustomEvent<void>>,
  },
  displayName: 'LitElicitNote',
});

const LitElicitLogSummary = createComponent({ tagName: LOG_SUMMARY_TAG, elementClass: McpElicitLogSummary, react: React, displayName: 'LitElicitLogSummary' });
const LitElicitChoices = createComponent({ tagName: CHOICES_TAG, elementClass: McpElicitChoices, react: React, displayName: 'LitElicitChoices' });

export type ElicitNoteProps = React.ComponentProps<typeof LitElicitNote>;
export type ElicitLogSummaryProps = React.ComponentProps<typeof LitElicitLogSummary>;
export type ElicitChoicesProps = React.ComponentProps<typeof LitElicitChoices>;

/** `<mcp-elicit-log-summary>` for React (`rails` or `summary`). Renders nothing on the server. */
export const ElicitLogSummary = forwardRef<McpElicitLogSummary, Omit<ElicitLogSummaryProps, 'ref'>>(function ElicitLogSummary(props, ref) {
  return useIsClient() ? <LitElicitLogSummary {...props} ref={ref} /> : null;
});

/** `<mcp-elicit-choices>` for React (`rails`). Renders nothing on the server. */
export const ElicitChoices = forwardRef<McpElicitChoices, Omit<ElicitChoicesProps, 'ref'>>(function ElicitChoices(props, ref) {
  return useIsClient() ? <LitElicitChoices {...props} ref={ref} /> : null;
});

/** `<mcp-elicit-note>` for React. Renders nothing on the server. */
export const ElicitNote = forwardRef<McpElicitNote, Omit<ElicitNoteProps, 'ref'>>(function ElicitNote(props, ref) {
  return useIsClient() ? <LitElicitNote {...props} ref={ref} /> : null;
});

export interface ElicitationNotesProps {
  store: ElicitationStore;
  messages?: Partial<Messages>;
  density?: Density;
}

/** Every note of the store (`store.notes()`), oldest first, each closable; its button goes to the store's rails. */
export default function ElicitationNotes({ store, messages, density }: ElicitationNotesProps) {
  const notes = React.useSyncExternalStore(store.subscribe, store.notes, store.notes);
  const { guard } = store;
  return (
    <>
      {notes.map((note) => (
        <ElicitNote
          key={note.id}
          note={note}
          closable
          {...(messages && { messages })}
          {...(density !== undefined && { density })}
          onGuard={({ detail }) => (detail.action === 'ask-again' ? void guard?.askAgain(note) : guard?.allowMore(note))}
          onDismiss={() => store.dismissNote(note)}
        />
      ))}
    </>
  );
}

export { ElicitationNotes };

// What the notes' components take, named from here (the store's type is also the main entry's). Type-only.
export type { ElicitationStore };
export type { Messages } from '@mcp-elicit/core';
export type { Density } from '@mcp-elicit/elements';
export type { GuardAction, GuardEventDetail, McpElicitChoices, McpElicitLogSummary, McpElicitNote } from '@mcp-elicit/elements/guard';
export type { GuardNote, GuardRails, LogSummary } from '@mcp-elicit/client/guard';
