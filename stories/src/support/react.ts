/**
 * React stories inside the web-components Storybook: each story canvas gets one React root, reused while
 * the story re-renders (args changes) and unmounted when the story goes away (see `reactMeta`).
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';

const roots = new WeakMap<HTMLElement, { container: HTMLElement; root: Root }>();

/** Renders `node` for the story on `canvas` and returns the container to hand to Storybook. */
export function renderReact(node: ReactNode, canvas: HTMLElement): HTMLElement {
  let mounted = roots.get(canvas);
  if (!mounted) {
    const container = document.createElement('div');
    mounted = { container, root: createRoot(container) };
    roots.set(canvas, mounted);
  }
  const { root } = mounted;
  flushSync(() => root.render(node));
  return mounted.container;
}

/** `beforeEach` for React metas: unmounts the story's React tree when the story is left. */
export const unmountReactAfter = ({ canvasElement }: { canvasElement: HTMLElement }) => () => {
  roots.get(canvasElement)?.root.unmount();
  roots.delete(canvasElement);
};
