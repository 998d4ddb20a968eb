/**
 * How a taken answer reaches its call, with a fenced store (one with `deliver`): handing the answer the store holds
 * to this instance's asker (`deliverTo`), waiting for the store's word that it reached its call before the page is
 * told it was taken (`delivery`), and taking a claim back when that word does not come (`takeBack`).
 */
import type { ElicitResult } from '@mcp-elicit/core';
import { deadlineIn, later, sleep } from '../../timer.js';
import type { QuestionIndex } from './questions.js';
import { deliveryOf, onItsWay, type Delivery } from './record.js';
import type { BridgeErrorListener } from './report.js';
import type { QuestionRecord, QuestionStore, StoreTransition } from './store.js';
import type { Waiters } from './waiters.js';

/** How long a taken answer may wait for its call before the bridge takes it back, when the store names no bound (ms). */
const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;

/** How often a `deliver` the store could not take is tried again (ms), and a `revoke` whose outcome is unknown. */
const DELIVER_RETRY_MS = 250;

export interface AnswerDeliveryOptions {
  store: QuestionStore;
  /** A shared store that hands answers over in a second, fenced step (see `QuestionStore.deliver`). */
  fenced: boolean;
  waiters: Waiters;
  index: QuestionIndex;
  report: BridgeErrorListener;
  /** The bridge was closed (a `revoke` is no longer tried again). */
  isClosed: () => boolean;
}

export type AnswerDelivery = ReturnType<typeof answerDelivery>;

export function answerDelivery({ store, fenced, waiters, index, report, isClosed }: AnswerDeliveryOptions) {
  /** Hands the answer a fenced store holds to this instance's asker, if this instance still holds the question. */
  const deliverTo = async (id: string) => {
    const waiter = waiters.get(id);
    if (!waiter || waiter.delivering || !store.deliver || waiter.fence === undefined) return;
    waiter.delivering = true;
    let transition: StoreTransition;
    try {
      transition = await store.deliver(id, waiter.fence, index.entries.get(id)?.record.channel);
    } catch (error) {
      // The store is out of reach: the answer stays taken and undelivered; try again while the asker waits.
      report(error, 'deliver');
      later(() => {
        waiter.delivering = false;
        if (waiters.get(id) === waiter && index.entries.get(id)?.record.state === 'answered') void deliverTo(id);
      }, DELIVER_RETRY_MS);
      return;
    }
    waiter.delivering = false;
    if (transition.record) index.apply(transition.record);
    if (transition.won || waiters.get(id) !== waiter) return;
    const now = transition.record;
    // Not this waiter's to deliver: it lost the question (or the answer went to another fence). A claim taken
    // back (pending again) is simply waited for further.
    if (!now || now.epoch !== waiter.fence || (now.state === 'answered' && now.delivered !== undefined)) waiters.takenOver(id);
  };

  /**
   * Handed to its call and not yet said sent: the store's word is asked (it may have been missed while this instance
   * was cut off from the store). True: still on its way with a live holder, wait on; false: its holder is gone (or
   * the bridge closed) without saying, and the page is told it may not have got through.
   */
  const stillOnItsWay = async (id: string): Promise<boolean> => {
    const record = index.entries.get(id)?.record;
    if (isClosed() || !record || !onItsWay(record, fenced)) return false;
    const sent = await store.sentOf?.(id, record.channel);
    if (sent) {
      index.apply({ ...record, sent });
      return false;
    }
    return !record.owner || !store.isGone?.(record.owner);
  };

  /**
   * A taken answer: the page is told it was taken only once it reached the server (`QuestionRecord.sent`). Once
   * handed to its call, it waits while its holder lives. With a fenced store, before that: each holder of
   * the question gets the store's `deliveryTimeoutMs` to hand it over, counted from when it came to hold it: the
   * instance holding the call when the answer came, then (that instance found dead) the one that resumes the call.
   * Between the two the question has no holder, and the answer waits for one without a bound of its own: the store
   * closes a question nobody resumes in time, and the page is told. A holder that does not deliver in time has its
   * claim taken back (unless it was delivered meanwhile), and the page asks again.
   */
  const delivery = (id: string, claimId: string | undefined): Promise<Delivery> => {
    const verdict = (record: QuestionRecord | undefined) => deliveryOf(record, claimId);
    const first = verdict(index.entries.get(id)?.record);
    if (first) return Promise.resolve(first);
    const windowMs = store.deliveryTimeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
    /** Left by an instance found dead, not yet resumed: no holder to wait for (see above). */
    const left = (record: QuestionRecord | undefined) => !!store.adopt && !!record && !record.owner;
    /** Still left (asked of the store itself, this instance may have missed a change while cut off from it). */
    const stillLeft = async () => {
      if (isClosed() || !left(index.entries.get(id)?.record)) return false;
      if (!store.get) return true;
      const record = await store.get(id, index.entries.get(id)?.record.channel);
      if (record) index.apply(record);
      return left(record);
    };
    return new Promise<Delivery>((resolve, reject) => {
      let cancel = () => {};
      let settled = false;
      /** Who holds the question, at which fence: a new holder starts a window of its own (the `window`-th). */
      let holding: string | undefined;
      let window = 0;
      const done = (value: Delivery) => {
        settled = true;
        cancel();
        unwatch();
        resolve(value);
      };
      const timeUp = () => {
        const ending = window;
        // Handed to its call: waited for while its holder lives. Else while the question has no holder.
        const wait = onItsWay(index.entries.get(id)?.record, fenced) ? stillOnItsWay(id).catch(() => true) : stillLeft().catch(() => false);
        void wait.then((waiting) => {
          // Delivered, sent, or held anew, while the store was asked.
          if (settled || window !== ending) return;
          if (waiting) {
            cancel = later(timeUp, windowMs);
            return;
          }
          settled = true;
          unwatch();
          if (!store.revoke || claimId === undefined) return resolve('revoked');
          takeBack(id, claimId).then(resolve, reject);
        });
      };
      const watchHolder = () => {
        const record = index.entries.get(id)?.record;
        const now = `${record?.owner ?? ''}@${record?.epoch ?? ''}`;
        if (now === holding) return;
        holding = now;
        window += 1;
        cancel();
        cancel = later(timeUp, windowMs);
      };
      const unwatch = index.watch(id, () => {
        const now = verdict(index.entries.get(id)?.record);
        if (now) done(now);
        else watchHolder();
      });
      watchHolder();
    });
  };

  /**
   * Takes claim `claimId` back, or learns that it was delivered or never made: an answer is decided this way before
   * the page is told it was not taken (after a claim whose reply was lost, or a delivery that did not come in time),
   * so a 503 never hides an answer that reaches its call later. Tried again while the store fails, up to its
   * `deliveryTimeoutMs`; then the store's failure is thrown (the page gets 503).
   */
  const takeBack = async (id: string, claimId: string): Promise<Delivery> => {
    const until = deadlineIn(store.deliveryTimeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS);
    for (const revoke = store.revoke?.bind(store); revoke; ) {
      try {
        const { won, record } = await revoke(id, claimId, index.entries.get(id)?.record.channel);
        if (record) index.apply(record);
        return won ? 'revoked' : (deliveryOf(record, claimId) ?? 'revoked');
      } catch (error) {
        if (isClosed() || until.reachedAfter(DELIVER_RETRY_MS)) throw error;
        await sleep(DELIVER_RETRY_MS);
      }
    }
    return 'revoked';
  };

  /** The fence of the asker waiting on this instance for question `id`, if one does. */
  const fenceHere = (id: string) => waiters.get(id)?.fence;

  /**
   * An answer another instance forwarded (`QuestionStore.forward`): taken and handed over in one step, if the
   * question's asker waits here; else left to the instance that forwarded it, which claims it itself.
   */
  const takeForwarded = (channel: string, id: string, answer: ElicitResult, claimId: string) => {
    const fence = fenceHere(id);
    if (fence === undefined || isClosed()) return;
    Promise.resolve(store.claim(id, answer, claimId, channel, fence)).then(
      (transition) => {
        if (transition.record) index.apply(transition.record);
      },
      (error: unknown) => report(error, 'deliver'),
    );
  };

  /** An asker waits on this instance for question `id`. */
  const waitsHere = (id: string) => waiters.has(id);

  return { deliverTo, delivery, takeBack, fenceHere, waitsHere, takeForwarded };
}
