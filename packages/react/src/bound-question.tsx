/**
 * The outlet's question: the element that shows it, driven by the elements' `bindQuestion` (the same wiring as the
 * presenter's: the result to the store's `answer`, the same rules for Close, Escape and *I've finished*), bound
 * once the element is in the tree and kept current as the question and the outlet's props change.
 */
import { createElement, useLayoutEffect, useRef } from 'react';
import { bindQuestion, questionTag, type BindOptions, type QuestionBinding, type QuestionElement } from '@mcp-elicit/elements';
import { useIsClient } from './client-only.js';
import type { ElicitationStore, PendingElicitation } from './store.js';

export interface BoundQuestionProps {
  question: PendingElicitation;
  store: ElicitationStore;
  options: BindOptions;
  className?: string | undefined;
}

/** One question's element; render it with `key={question.id}`, so that each question gets an element of its own. */
export function BoundQuestion({ question, store, options, className }: BoundQuestionProps) {
  const element = useRef<QuestionElement>(null);
  const binding = useRef<QuestionBinding | undefined>(undefined);
  const latest = useRef({ question, options });
  latest.current = { question, options };
  // Bound before the browser paints, so the question never shows empty.
  useLayoutEffect(() => {
    const shown = element.current;
    if (!shown) return;
    const bound = bindQuestion(shown, latest.current.question, store, latest.current.options);
    binding.current = bound;
    return () => {
      bound.release();
      binding.current = undefined;
    };
  }, [store]);
  useLayoutEffect(() => {
    binding.current?.update(question, options);
  });
  // Custom elements exist only in the browser: nothing on the server, nor while hydrating.
  return useIsClient() ? createElement(questionTag(question.request), { ref: element, className }) : null;
}
