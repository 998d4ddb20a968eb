/**
 * A person with a mouse: every click is a real one, sent through the browser's input pipeline at the centre
 * of what they see, so it goes through hit-testing (a button that moved between press and release is missed,
 * exactly as a person would miss it). Never `element.click()`.
 */
import { waitUntil } from './wait.js';
import { executeServerCommand, sendMouse } from '@web/test-runner-commands';
import type { McpElicitForm } from '@mcp-elicit/elements';
import { keyboard, type Hands } from './fill.js';
import { control, controls, part, press, settle, type } from './user.js';

type Settles = { updateComplete: Promise<unknown> };

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The viewport point at the centre of an element's box, after scrolling it into view and letting the page
 * settle (WebKit finishes the scroll of an earlier focus() at its next rendering, which would move the target).
 */
export async function centreOf(target: Element): Promise<[number, number]> {
  await frame();
  target.scrollIntoView({ block: 'center', inline: 'center' });
  await frame();
  await frame();
  const box = target.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) throw new Error(`nothing to click: ${target.outerHTML.slice(0, 80)}`);
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

/** A press and release of the left button at the centre of `target`, then the element settles. */
export async function clickOn(target: Element | null | undefined, el?: Settles): Promise<void> {
  if (!target) throw new Error('nothing to click');
  await sendMouse({ type: 'click', position: await centreOf(target) });
  // What the click set off may finish in a later task (a deferred leave-error, a focus move).
  await new Promise((r) => setTimeout(r, 0));
  if (el) await settle(el);
}

/**
 * A click at `x`, `y` (CSS pixels) inside the document of `frame`, through however many frames it holds at its top
 * left (the frame's 1px border counted), the pointer coming onto the point from elsewhere as a person's does. Without
 * the move, Chromium sends a press at the point the pointer already rests on to the frame it was last over: a frame of
 * an earlier question at the same place, since removed, and the press is lost.
 */
export async function clickInFrame(frame: HTMLIFrameElement | null | undefined, x: number, y: number): Promise<void> {
  if (!frame) throw new Error('no frame to click in');
  const box = frame.getBoundingClientRect();
  const at: [number, number] = [Math.round(box.x + 1 + x), Math.round(box.y + 1 + y)];
  await sendMouse({ type: 'move', position: [0, 0] });
  await sendMouse({ type: 'move', position: at });
  await sendMouse({ type: 'click', position: at });
}

/** Clicks a control's label, as a person ticks a box or picks a radio by its words. */
export async function clickLabelOf(control: HTMLInputElement, el: Settles): Promise<void> {
  const label = control.labels?.[0] ?? control;
  await clickOn(label, el);
}

/** Waits until `check` holds, e.g. for a leave-error that shows once the pointer gesture is over. */
export const eventually = (check: () => boolean, message: string) => waitUntil(check, message, { timeout: 3000 });

/**
 * A finger's tap at the centre of `target` (needs a touch-enabled page: the test runner's touch group), through the
 * browser's touch input; `frame`: the frame `target` is in (its place on the page added). Resolves once the window
 * that holds `target` had the click the browser derives from the tap, and checks it came as touch.
 */
export async function tapOn(target: Element | null | undefined, el?: Settles, frame?: HTMLIFrameElement): Promise<void> {
  if (!target) throw new Error('nothing to tap');
  const [x, y] = await centreOf(target);
  const offset = frame?.getBoundingClientRect() ?? { x: 0, y: 0 };
  const inside = frame?.contentWindow ?? window;
  // The browser derives the click from the tap in a later task; wait for it (a tap may also click nothing).
  const clicked = new Promise((resolve) => {
    const timer = setTimeout(resolve, 1000);
    inside.addEventListener('click', () => (clearTimeout(timer), setTimeout(resolve, 0)), { capture: true, once: true });
  });
  let pointerType = '';
  inside.addEventListener('pointerdown', (e) => (pointerType = e.pointerType), { capture: true, once: true });
  await executeServerCommand('touch-tap', { x: Math.round(offset.x + x), y: Math.round(offset.y + y) });
  await clicked;
  if (pointerType !== 'touch') throw new Error(`the tap arrived as "${pointerType || 'nothing'}", not as touch`);
  if (el) await settle(el);
}

/** The control of field `key` whose value is `value` (a radio or a box of a group), or the field's only one. */
function pick(el: McpElicitForm, key: string, value?: string): HTMLInputElement {
  const found = value === undefined ? control(el, key) : controls(el, key).find((c) => c.value === value);
  if (!found) throw new Error(`no control ${key} ${value ?? ''}`);
  return found;
}

/**
 * The mouse's way to each control: a click into a text field (then typing), on a box, on a radio's words, on
 * a date's first segment, on Review. A list box is the exception: its native popup is outside the page, where
 * no page coordinate reaches, so it is chosen by typing once focused.
 */
export const mouse: Hands = {
  async typeInto(el, key, text) {
    await clickOn(control(el, key), el);
    // What was there goes first (a default, an earlier answer), as in the keyboard's way.
    await press('ControlOrMeta+A');
    await press('Backspace');
    if (text) await type(text);
    await settle(el);
  },
  toggle: (el, key, value) => clickOn(pick(el, key, value), el),
  chooseRadio: (el, key, value) => clickLabelOf(pick(el, key, value), el),
  selectByTyping: keyboard.selectByTyping,
  async focusDate(el, key) {
    const input = control(el, key);
    const [, y] = await centreOf(input);
    // The first segment (the month, in en-US) starts at the control's left edge, past its padding.
    await sendMouse({ type: 'click', position: [Math.round(input.getBoundingClientRect().x + 12), y] });
  },
  submit: (el) => clickOn(part(el, 'accept-button'), el),
};
