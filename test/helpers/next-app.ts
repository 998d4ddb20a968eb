/**
 * What the Next.js app's tests share (e2e/next-app.test.ts, e2e/next-app.touch.test.ts): its build, the app opened in
 * a frame of the test page through its origin (helpers/wtr-next-app.mjs), the open question in it, and the person's
 * steps inside the frame.
 */
import { executeServerCommand, sendMouse } from '@web/test-runner-commands';
import type { McpElicitForm } from '@mcp-elicit/elements';
import { centreOf } from './pointer.js';
import { part, parts, press, settle, type } from './user.js';
import { waitUntil } from './wait.js';

export interface Build {
  checks: Record<string, { ok: boolean; detail?: string }>;
  failed?: string;
}

const BASE = '/__next-app';
export const nextApp = <R>(payload: Record<string, unknown>) => executeServerCommand<R, Record<string, unknown>>('next-app', payload);

/** The framework apps' build (the Next.js app's with it), asking again while the command answers it still waits. */
export async function built(): Promise<Build> {
  for (;;) {
    const answer = await executeServerCommand<Build | { waiting: true }, { action: string }>('framework-apps', { action: 'build' });
    if (!('waiting' in answer)) return answer;
  }
}

/**
 * Opens `path` of the app in a frame at the top left of this page (`size`: its width and height, the whole page by
 * default); resolves once its first page has loaded.
 */
export async function openApp(path: string, [width, height]: [string, string] = ['100vw', '100vh']): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `position:fixed;inset:0 auto auto 0;width:${width};height:${height};border:0;background:white`;
  frame.src = `${BASE}${path}`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame;
}

/** A pointer click at the centre of `target` inside `frame`: the frame's place on the page plus the target's in it. */
export async function clickInFrame(frame: HTMLIFrameElement, target: Element | null | undefined): Promise<void> {
  if (!target) throw new Error('nothing to click');
  const [x, y] = await centreOf(target);
  const box = frame.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + x), Math.round(box.y + y)] });
}

export const doc = (frame: HTMLIFrameElement) => frame.contentDocument!;

/**
 * The open question in the frame once it has rendered its form: in the conversation where its tool runs, or (`below`)
 * in the section below it that shows a question the page has no part for. A question the bridge brings before its
 * part is in the stream shows below first and then moves to its place: the person answers it there.
 */
export async function question(frame: HTMLIFrameElement, where: 'in-place' | 'below' = 'in-place'): Promise<McpElicitForm> {
  const find = () =>
    [...doc(frame).querySelectorAll<McpElicitForm>('mcp-elicit-form')].find(
      (form) => (form.closest('.open-question') !== null) === (where === 'below') && form.shadowRoot?.querySelector('[part~="accept-button"]'),
    );
  await waitUntil(find, `no question ${where} in the app`, { timeout: 30_000 });
  const form = find()!;
  await settle(form);
  return form;
}

/** Types `text` into the app's message box (focused from here, typed by the keyboard) and sends it with Enter. */
export async function say(frame: HTMLIFrameElement, selector: string, text: string): Promise<void> {
  await waitUntil(() => doc(frame).querySelector(selector), `no message box ${selector}`, { timeout: 30_000 });
  (doc(frame).querySelector(selector) as HTMLElement).focus();
  await type(text);
  await press('Enter');
}

/** The button of `name` the person sees (a step that is not shown keeps its buttons, hidden). */
export const shownPart = (form: McpElicitForm, name: string) => parts(form, name).find((button) => button.getBoundingClientRect().width > 0);

/** Waits for the review step after *Review*, as a person looks before pressing *Send*. */
export async function reviewShown(form: McpElicitForm): Promise<void> {
  await waitUntil(() => part(form, 'review') && shownPart(form, 'accept-button'), 'no review step', { timeout: 10_000 });
  await settle(form);
}

export const texts = (frame: HTMLIFrameElement, selector: string) => [...doc(frame).querySelectorAll(selector)].map((node) => node.textContent!.replace(/\s+/g, ' ').trim());
