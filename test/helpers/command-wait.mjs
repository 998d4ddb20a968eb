// A test runner command must answer within 20 s, however long what it waits for takes on a busy machine: it
// answers `{ waiting: true }` after 10 s, and the page asks again (`patiently` in redis-command.ts).

/** `promise`'s value, or `{ waiting: true }` if it has not settled within `ms`. */
export const valueOrWaiting = (promise, ms = 10_000) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve({ waiting: true }), ms))]);
