/**
 * A React root for each test, as an app mounts one: `host` is its container in the page, `render` commits
 * synchronously (flushSync), and the root is unmounted and its container removed after the test.
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

export interface TestRoot {
  readonly host: HTMLElement;
  readonly root: Root;
  render(node: ReactNode): void;
}

/** Call at the top of a `describe`; the fields are fresh in every test. */
export function useReactRoot(): TestRoot {
  const current = {} as { host: HTMLElement; root: Root };
  beforeEach(() => {
    current.host = document.createElement('div');
    document.body.append(current.host);
    current.root = createRoot(current.host);
  });
  afterEach(() => {
    current.root.unmount();
    current.host.remove();
  });
  return {
    get host() {
      return current.host;
    },
    get root() {
      return current.root;
    },
    render: (node) => flushSync(() => current.root.render(node)),
  };
}
