/* eslint-disable @typescript-eslint/no-non-null-assertion -- bench code: the nodes it queries are the ones it has just rendered */
// The in-page side of the benchmark. Node (bench.mjs) drives it through page.evaluate; every measurement that
// needs a clock runs here, on the page's clock (cross-origin isolated: 5 µs steps).
import { everythingRequest } from '../../test/fixtures/requests.ts';
import { generatedRequest, rjsfOf, uniqueCopy } from '../lib/forms.mjs';
import type { Case, Renderer } from './types.ts';

type Request = Case['request'];

function makeCase(id: string, request: Request): Case {
  return { id, request, rjsf: rjsfOf(request) as Case['rjsf'], fields: Object.keys(request.requestedSchema.properties).length };
}

const CASES: Record<string, Case> = {
  everything: makeCase('everything', everythingRequest as Request),
  gen50: makeCase('gen50', generatedRequest(50) as Request),
  gen200: makeCase('gen200', generatedRequest(200) as Request),
};

const now = () => performance.now();
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** Resolves in a new task (MessageChannel: no timer clamping). */
const task = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });
/** Two frames, then a fresh task: the page is idle and laid out. */
async function settle(): Promise<void> {
  await frame();
  await frame();
  await task();
}

function renderer(name: string): Renderer {
  const r = globalThis.__benchRenderers?.[name];
  if (!r) throw new Error(`renderer ${name} is not loaded in this page`);
  return r;
}

function container(): HTMLElement {
  const div = document.createElement('div');
  div.className = 'bench-container';
  document.body.append(div);
  return div;
}

interface Sample {
  /** Until mount() resolved: the element's updateComplete, flushSync's return, append's return. */
  script: number;
  /** Frame-aligned: from inside a rAF callback to the first task after that frame (script + style + layout + paint). */
  frame?: number;
  /** A forced layout right after the frame (≈ 0 when the frame had laid out the new form). */
  forced?: number;
  controls: number;
  fields: number;
}

/** Script time: t0 in an ordinary task, stop when mount() resolves. */
async function measureScript(r: Renderer, c: Case): Promise<Sample> {
  const box = container();
  await settle();
  const t0 = now();
  await r.mount(box, c);
  const script = now() - t0;
  const counted = r.count(box);
  r.unmount(box);
  box.remove();
  return { script, ...counted };
}

/** Frame-aligned: t0 inside a rAF callback; stop at the first task after that frame. */
async function measureFrame(r: Renderer, c: Case): Promise<Sample> {
  const box = container();
  await settle();
  const sample = await new Promise<Sample>((resolve) => {
    requestAnimationFrame(() => {
      const t0 = now();
      let script = NaN;
      void Promise.resolve(r.mount(box, c)).then(() => {
        script = now() - t0;
      });
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const t1 = now();
        const f0 = now();
        void document.body.offsetHeight;
        const forced = now() - f0;
        resolve({ script, frame: t1 - t0, forced, ...r.count(box) });
      };
      channel.port2.postMessage(0);
    });
  });
  r.unmount(box);
  box.remove();
  return sample;
}

export interface BlockOptions {
  caseId: string;
  mode: 'script' | 'frame';
  renderers: string[];
  warmup: number;
  rounds: number;
}

/** One block: warm-up rounds, then measured rounds; every round runs every renderer once, the order rotating. */
async function runBlock(o: BlockOptions): Promise<Record<string, Sample[]>> {
  const c = CASES[o.caseId]!;
  const out: Record<string, Sample[]> = Object.fromEntries(o.renderers.map((n) => [n, []]));
  for (let round = 0; round < o.warmup + o.rounds; round++) {
    const shift = round % o.renderers.length;
    const order = [...o.renderers.slice(shift), ...o.renderers.slice(0, shift)];
    for (const name of order) {
      const sample = o.mode === 'script' ? await measureScript(renderer(name), c) : await measureFrame(renderer(name), c);
      if (round >= o.warmup) out[name]!.push(sample);
    }
  }
  return out;
}

/** The first render in a fresh page: one frame-aligned run, plus when the renderer's bundle had been evaluated. */
async function cold(name: string, caseId: string) {
  await settle();
  // For the kit, its lifecycle phases are timed too (four wrapped methods: negligible next to a cold render).
  const probe = name === 'kit' ? (kit() as unknown as { instrument(): { take(): Record<string, number>; restore(): void } }).instrument() : undefined;
  const sample = await measureFrame(renderer(name), CASES[caseId]!);
  const phases = probe?.take();
  probe?.restore();
  return { ...sample, loaded: globalThis.__benchLoaded?.[name], phases: phases && { ...phases, commit: phases.update! - phases.render! } };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

interface KitCore {
  parse(params: unknown): { ok: boolean; form: unknown };
  initialValues(form: unknown): Map<string, unknown>;
  validateForm(form: unknown, values: Map<string, unknown>): unknown[];
}
interface RjsfValidator {
  validateFormData(formData: unknown, schema: unknown): unknown;
  ajv: { compile(schema: unknown): (data: unknown) => boolean };
}
const kit = () => (globalThis as unknown as { __benchKit: KitCore }).__benchKit;
const rjsf = () => (globalThis as unknown as { __benchRjsf: { validator: RjsfValidator } }).__benchRjsf;

let nonceCounter = 0;
const nonce = () => `#${++nonceCounter}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * First use of a schema never seen before, `n` times, interleaved: the kit's parse + initialValues + first
 * validateForm (all it does before the form is interactive; nothing is compiled), against rjsf's first
 * validateFormData (Ajv compiles the schema, then validates) and Ajv's compile alone (rjsf's instance). Each also
 * again on the same, now known, schema. Then the script time of a render of a never-seen request against a seen one.
 */
async function firstUse(caseId: string, n: number) {
  const base = CASES[caseId]!;
  const r: Record<string, number[]> = { kitNew: [], kitSeen: [], rjsfNew: [], rjsfSeen: [], ajvCompileNew: [], kitRenderNew: [], kitRenderSeen: [], rjsfRenderNew: [], rjsfRenderSeen: [] };
  const { parse, initialValues, validateForm } = kit();
  const { validator } = rjsf();
  const kitOnce = (request: Request) => {
    const t0 = now();
    const parsed = parse(request);
    validateForm(parsed.form, initialValues(parsed.form));
    return now() - t0;
  };
  const seenCase = makeCase(`${caseId}-seen`, uniqueCopy(base.request, nonce()) as Request);
  for (let i = 0; i < n; i++) {
    await task();
    const request = uniqueCopy(base.request, nonce()) as Request;
    r.kitNew!.push(kitOnce(request));
    r.kitSeen!.push(kitOnce(request));
    await task();
    const { schema } = rjsfOf(uniqueCopy(base.request, nonce()));
    let t0 = now();
    validator.validateFormData({}, schema);
    r.rjsfNew!.push(now() - t0);
    t0 = now();
    validator.validateFormData({}, schema);
    r.rjsfSeen!.push(now() - t0);
    await task();
    const fresh = rjsfOf(uniqueCopy(base.request, nonce())).schema;
    t0 = now();
    validator.ajv.compile(fresh);
    r.ajvCompileNew!.push(now() - t0);
    // Renders: a never-seen request, then a seen one (same content every time), script time.
    for (const [name, key] of [['kit', 'kit'], ['rjsf', 'rjsf']] as const) {
      const newCase = makeCase(`${caseId}-new`, uniqueCopy(base.request, nonce()) as Request);
      r[`${key}RenderNew`]!.push((await measureScript(renderer(name), newCase)).script);
      r[`${key}RenderSeen`]!.push((await measureScript(renderer(name), seenCase)).script);
    }
  }
  return r;
}

/** validateForm(form, initialValues(form)) per call: `calls` calls in batches of `batch` (the clock steps in 5 µs). */
function validateLoop(caseId: string, calls: number, batch: number) {
  const { parse, initialValues, validateForm } = kit();
  const form = parse(CASES[caseId]!.request).form;
  const values = initialValues(form);
  for (let i = 0; i < 1000; i++) validateForm(form, values);
  const perCall: number[] = [];
  let issues = 0;
  for (let b = 0; b < calls / batch; b++) {
    const t0 = now();
    for (let i = 0; i < batch; i++) issues = validateForm(form, values).length;
    perCall.push((now() - t0) / batch);
  }
  return { perCall, issues };
}

/** Where the kit's script time goes, warm: parse, initialValues and validateForm alone, per call (batched). */
function kitParts(caseId: string, batches: number, batch = 20) {
  const { parse, initialValues, validateForm } = kit();
  const request = CASES[caseId]!.request;
  const form = parse(request).form;
  const values = initialValues(form);
  const parts: Record<string, () => unknown> = {
    parse: () => parse(request),
    initialValues: () => initialValues(form),
    validateForm: () => validateForm(form, values),
  };
  const out: Record<string, number> = {};
  for (const [name, fn] of Object.entries(parts)) {
    for (let i = 0; i < 200; i++) fn();
    const perCall: number[] = [];
    for (let b = 0; b < batches; b++) {
      const t0 = now();
      for (let i = 0; i < batch; i++) fn();
      perCall.push((now() - t0) / batch);
    }
    out[name] = median(perCall);
  }
  return out;
}

/**
 * The kit's script time split by lifecycle phase (see instrument() in kit.ts), for `n` script-mode mounts, next to
 * the same number of uninstrumented mounts; plus the frame-aligned time of plain-kitcss for the style and layout
 * of the same DOM and CSS.
 */
async function kitPhases(caseId: string, n: number) {
  const c = CASES[caseId]!;
  const tools = kit() as unknown as { instrument(): { take(): Record<string, number>; restore(): void } };
  const rows: Record<string, number>[] = [];
  const probe = tools.instrument();
  try {
    for (let i = 0; i < n + 3; i++) {
      probe.take();
      const { script } = await measureScript(renderer('kit'), c);
      const p = probe.take();
      if (i >= 3) rows.push({ total: script, ...p, commit: p.update! - p.render! });
    }
  } finally {
    probe.restore();
  }
  const keys = Object.keys(rows[0]!);
  return Object.fromEntries(keys.map((k) => [k, median(rows.map((r) => r[k]!))]));
}

// Interaction: a keystroke in the 200-field kit form, to the updated error state.
let keyForm: (HTMLElement & { updateComplete: Promise<boolean>; shadowRoot: ShadowRoot }) | undefined;
let keyPending: Promise<{ dom: number; frame: number; script: number; hidden: boolean }> | undefined;

/** Mounts the 200-field form, touches its first field (required, empty: its error shows) and focuses it. */
async function keySetup(caseId = 'gen200') {
  const box = container();
  await renderer('kit').mount(box, CASES[caseId]!);
  keyForm = box.firstElementChild as typeof keyForm;
  const root = keyForm!.shadowRoot;
  const first = root.querySelector<HTMLInputElement>('#control-0')!;
  first.focus();
  root.querySelector<HTMLElement>('#control-1')!.focus();
  await keyForm!.updateComplete;
  first.focus();
  await settle();
  return { errorShown: !root.querySelector<HTMLElement>('#error-0')!.hidden, focused: root.activeElement === first };
}

/** Arms the listeners for the next keystroke; keyResult() resolves when its error state has changed and painted. */
function keyArm() {
  const root = keyForm!.shadowRoot;
  const input = root.querySelector<HTMLInputElement>('#control-0')!;
  const error = root.querySelector<HTMLElement>('#error-0')!;
  keyPending = new Promise((resolve) => {
    let keyAt = NaN;
    let inputAt = NaN;
    input.addEventListener('keydown', (e) => (keyAt = e.timeStamp), { once: true });
    // Capture phase on the shadow root: before the element's own listener (and the update it starts).
    root.addEventListener('input', () => (inputAt = now()), { once: true, capture: true });
    const observer = new MutationObserver(() => {
      observer.disconnect();
      const domAt = now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ dom: domAt - keyAt, frame: now() - keyAt, script: domAt - inputAt, hidden: error.hidden });
        channel.port2.postMessage(0);
      });
    });
    observer.observe(error, { attributes: true, attributeFilter: ['hidden'] });
  });
}

const keyResult = () => keyPending;

/** Mount/unmount cycles for the memory measurement (one frame each, as a host would show them). */
async function cycles(name: string, caseId: string, n: number) {
  const r = renderer(name);
  for (let i = 0; i < n; i++) {
    const box = container();
    await r.mount(box, CASES[caseId]!);
    await frame();
    r.unmount(box);
    box.remove();
  }
  await settle();
}

(globalThis as Record<string, unknown>).__bench = {
  cases: () => Object.fromEntries(Object.values(CASES).map((c) => [c.id, c.fields])),
  runBlock,
  cold,
  firstUse,
  validateLoop,
  kitParts,
  kitPhases,
  keySetup,
  keyArm,
  keyResult,
  cycles,
  settle,
};
