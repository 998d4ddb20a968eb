/**
 * `AskContext.sent` as its setter makes it: a promise and the two ways to settle it. Its rejection is handled here,
 * so an `Ask` that never looks at it leaves no unhandled rejection behind.
 */
export interface SentSignal {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function sentSignal(): SentSignal {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
