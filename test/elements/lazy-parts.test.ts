/**
 * The elements' one render gate for parts loaded on demand (shared/lazy-parts.ts), with parts that arrive when the
 * test says: an update that needs no part goes on at once (`pending()` is nothing, so Lit's scheduling stays
 * synchronous), a gated update waits until its part is in, and for a part the first one makes needed, a part
 * that fails lets the update go on (asked for once, not in a loop), and a wanted part is there once it arrived,
 * the host asked to update then, `wanted` waiting for it. The elements' own updates through it are in every
 * other test of the elements.
 */
import { expect } from '@open-wc/testing';
import { lazy, type Lazy } from '../../packages/elements/src/shared/lazy.js';
import { LazyParts } from '../../packages/elements/src/shared/lazy-parts.js';

/** A part whose import the test settles by hand, counting how often it was asked for. */
function deferredPart(): { part: Lazy<{ text: string }>; arrive(text: string): void; fail(): void; imports: () => number } {
  let settle!: { arrive(text: string): void; fail(): void };
  let imports = 0;
  const part = lazy(
    () =>
      new Promise<{ text: string }>((resolve, reject) => {
        imports++;
        settle = { arrive: (text) => resolve({ text }), fail: () => reject(new Error('offline')) };
      }),
  );
  return { part, arrive: (text) => settle.arrive(text), fail: () => settle.fail(), imports: () => imports };
}

/** A host that counts the updates it is asked for (no controller of its own needs a hook here). */
function host(): ConstructorParameters<typeof LazyParts>[0] & { updates: number } {
  return {
    updates: 0,
    addController() {},
    removeController() {},
    requestUpdate() {
      this.updates++;
    },
    updateComplete: Promise.resolve(true),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('LazyParts: the render gate for parts loaded on demand', () => {
  it('an update that needs no part goes on at once: nothing to wait for, nothing imported', () => {
    const first = deferredPart();
    const parts = new LazyParts(host());
    let needed = false;
    parts.gate(first.part, () => needed);
    expect(parts.pending()).to.equal(undefined);
    expect(first.imports()).to.equal(0);
    needed = true;
    expect(parts.pending()).to.be.instanceOf(Promise);
    expect(first.imports()).to.equal(1);
  });

  it('a gated update waits until its part is in, and for a part the first one makes needed', async () => {
    const first = deferredPart();
    const second = deferredPart();
    const parts = new LazyParts(host());
    parts.gate(first.part, () => true);
    parts.gate(second.part, () => first.part.loaded());
    let done = false;
    const waiting = parts.pending()!.then(() => (done = true));
    await tick();
    expect(second.imports()).to.equal(0);
    first.arrive('one');
    await tick();
    // The first part made the second needed: the update still waits.
    expect(done).to.equal(false);
    expect(second.imports()).to.equal(1);
    second.arrive('two');
    await waiting;
    expect(second.part.loaded()).to.deep.equal({ text: 'two' });
    expect(parts.pending()).to.equal(undefined);
  });

  it('a part that fails to load lets the update go on without it, asked for once in that update', async () => {
    const first = deferredPart();
    const parts = new LazyParts(host());
    parts.gate(first.part, () => true);
    const waiting = parts.pending()!;
    await tick();
    first.fail();
    await waiting;
    expect(first.part.loaded()).to.equal(undefined);
    expect(first.imports()).to.equal(1);
  });

  it('a wanted part: nothing while it loads, the host asked to update when it arrives, `wanted` waits for it', async () => {
    const part = deferredPart();
    const el = host();
    const parts = new LazyParts(el);
    expect(parts.want(part.part)).to.equal(undefined);
    expect(parts.want(part.part)).to.equal(undefined);
    let done = false;
    const wanted = parts.wanted.then(() => (done = true));
    await tick();
    expect(done).to.equal(false);
    expect(el.updates).to.equal(0);
    part.arrive('here');
    await wanted;
    expect(el.updates).to.equal(1);
    expect(parts.want(part.part)).to.deep.equal({ text: 'here' });
    expect(part.imports()).to.equal(1);
  });

  it('a wanted part that fails: null (the element falls back), the host updated, and it is not asked for again', async () => {
    const part = deferredPart();
    const el = host();
    const parts = new LazyParts(el);
    expect(parts.want(part.part)).to.equal(undefined);
    await tick();
    part.fail();
    await parts.wanted;
    expect(el.updates).to.equal(1);
    expect(parts.want(part.part)).to.equal(null);
    await parts.wanted;
    expect(part.imports()).to.equal(1);
  });
});
