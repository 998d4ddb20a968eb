/**
 * A new question brought into view and said. In a conversation the question appears where its tool runs, which
 * on a phone is below what the screen shows while the person looks at the message box: the page scrolls it into
 * view (above the sticky message box, the stylesheet's scroll padding), and a status line says who asks and what,
 * for a person who cannot see it appear.
 */
import { useEffect, useRef, useState } from 'react';
import type { PendingElicitation } from '@mcp-elicit/react';

/** The question on screen: the one element of the kit that is open in the transcript or below it. */
const QUESTION = '#transcript :is(mcp-elicit-form, mcp-elicit-url), .orphan :is(mcp-elicit-form, mcp-elicit-url)';
/**
 * How long the question is kept in view while it grows: the element renders after React's commit and loads its
 * parts on demand, so its final height comes a few frames later. The person's own touch, click or key ends it.
 */
const FOLLOW_MS = 2000;
/** What the person does that ends the following: they take over the scrolling. */
const PERSON_ACTS = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const;

/** Brings each new question (a new `current.id`) into view; returns the line to say for it. */
export function useRevealQuestion(current: PendingElicitation | undefined): string {
  const [said, setSaid] = useState('');
  const latest = useRef(current);
  latest.current = current;
  const id = current?.id;
  useEffect(() => {
    const question = latest.current;
    if (id === undefined || !question) return;
    const server = question.context.server;
    setSaid(`${server?.title ?? server?.name ?? 'The server'} asks: ${question.request.message}`);
    // The conversation is watched too: a question that arrived before its part moves from below the transcript into
    // it when the part comes, as another element.
    const chat = document.querySelector('.chat');
    let shown: Element | null = null;
    const reveal = () => {
      const element = document.querySelector(QUESTION);
      if (element !== shown) {
        if (shown) growing.unobserve(shown);
        if (element) growing.observe(element);
        shown = element;
      }
      element?.scrollIntoView({ block: 'nearest' });
    };
    const growing = new ResizeObserver(reveal);
    if (chat) growing.observe(chat);
    reveal();
    const stop = () => {
      growing.disconnect();
      clearTimeout(timer);
      for (const type of PERSON_ACTS) window.removeEventListener(type, stop, true);
    };
    const timer = setTimeout(stop, FOLLOW_MS);
    for (const type of PERSON_ACTS) window.addEventListener(type, stop, true);
    return stop;
  }, [id]);
  return said;
}
