// A test runner command must answer within 20 s, however long what it waits for takes on a busy machine: it
// answers `{ waiting: true }` after 10 s, and the page asks again (`patiently` in redis-command.ts).

/** `promise`'s value, or `{ waiting: true }` if it has not settled within `ms` (the timer goes as soon as it has). */
export function valueOrWaiting(promise, ms = 10_000) {
  let timer;
  const waiting = new Promise((resolve) => (timer = setTimeout(() => resolve({ waiting: true }), ms)));
  return Promise.race([promise, waiting]).finally(() => clearTimeout(timer));
}
