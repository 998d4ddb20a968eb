/**
 * Whether a pointer press is under way in the page, and a way to hold a layout change until it is over.
 *
 * A field shows its error when it is left, and a mouse or touch press on a button is what leaves it: the
 * focus moves on `mousedown`, before the button's `click`. An error that appeared then would push the button
 * down between press and release, and the click would land on nothing (the person clicks again, or the next
 * control below gets the click). So the form holds what it shows on leaving a field until the press has
 * ended: after the `click` it produced, or shortly after the release when no click follows.
 *
 * One set of window listeners serves every element on the page; they are passive and never cancel anything.
 */

/**
 * How long after a release a click may still come. For touch, the browser sends the compatibility mouse
 * events and the click after `pointerup`, up to ~300 ms later where it waits to rule out a double tap.
 */
const CLICK_GRACE_MS = 400;

let pressed = false;
let waiting: (() => void)[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function endIn(ms: number): void {
  clearTimeout(timer);
  timer = setTimeout(end, ms);
}

function end(): void {
  pressed = false;
  const run = waiting;
  waiting = [];
  for (const task of run) task();
}

/** Starts following presses (once per page); elements call it when they connect, before any press. */
export function followPresses(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const options = { capture: true, passive: true };
  window.addEventListener(
    'pointerdown',
    () => {
      clearTimeout(timer);
      pressed = true;
    },
    options,
  );
  window.addEventListener('pointerup', () => endIn(CLICK_GRACE_MS), options);
  // After the click's dispatch, so the button acts on the layout the person pressed on.
  for (const type of ['click', 'pointercancel', 'keydown']) window.addEventListener(type, () => endIn(0), options);
  // The window losing focus (another app, a native picker) ends a press whose release the page never sees;
  // element blurs reach this capturing listener too, and they are part of the press.
  window.addEventListener('blur', (event) => event.target === window && endIn(0), options);
}

/** Runs `task` now, or once the press under way has ended. */
export function afterPress(task: () => void): void {
  if (pressed) waiting.push(task);
  else task();
}
