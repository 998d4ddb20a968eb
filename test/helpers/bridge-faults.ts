/**
 * What the fault suite's test files (e2e/bridge-faults*.test.ts) share: running a scenario of
 * helpers/redis-faults.mjs as a test-runner job, and what must hold in every one of them.
 */
import { expect } from '@open-wc/testing';
import { command, patiently, type Payload } from './redis-command.js';

export interface Row {
  n: number;
  /** The instance the question was asked on. */
  asked: number;
  /** How many times the server received its answer. */
  received: number;
  outcome: 'answered' | 'closed' | 'wrong';
  told: string[];
  results: { by: string; resumed: boolean; action?: string; error?: string; takenOver?: boolean }[];
}

export interface Report {
  faults: Record<string, number>;
  questions: number;
  answered: number;
  closed: number;
  wrong: number;
  duplicates: number;
  lost: number;
  deniedButDelivered: number;
  hangs: number;
  refusals: number;
  recoveryMs: number;
  shownAgain?: number;
  stalledStopped?: number;
  /** How many times an instance was told that it itself was gone (never, rightly). */
  toldOfItself?: number;
  last?: number;
  /** resumedTwice: the instance that resumed the call first, and the one that resumed it again. */
  resumer?: number;
  again?: number;
  /** resumedTwice: how many times a page was shown a question. */
  shown?: number;
  /** resumedLate: how many answers were still waiting for their 200 when the call was resumed. */
  waitedThrough?: number;
  /** slotMove: how many keys went over, and the master the slot was on before and after. */
  moved?: number;
  movedFrom?: number;
  movedTo?: number;
  /** killRace: the kill's delay after the first answer reached the holder, by round; what the pages were told. */
  delays?: number[];
  told?: Record<string, number>;
  rows: Row[];
}

/** Runs a scenario (a test-runner job: asked again until it is done). */
export async function scenario(name: string, extra: Payload = {}): Promise<Report> {
  const job = await command<string>({ action: 'fault', scenario: name, ...extra });
  return patiently(() => command<{ done: false } | { done: true; value: Report }>({ action: 'job', job }));
}

/** What holds in every scenario; the rows are in the message when it does not. */
export function trustworthy(report: Report) {
  const { wrong, duplicates, lost, deniedButDelivered, hangs } = report;
  const summary = { wrong, duplicates, lost, deniedButDelivered, hangs };
  expect(summary, JSON.stringify(report.rows)).to.deep.equal({ wrong: 0, duplicates: 0, lost: 0, deniedButDelivered: 0, hangs: 0 });
  expect(report.answered + report.closed).to.equal(report.questions);
}

/**
 * Every one of the `count` questions answered, but those `excused` (see `lostWith`); the rows of those that were not
 * are in the message when not.
 */
export function allAnswered(report: Report, count: number, excused: (row: Row) => boolean = () => false) {
  const others = report.rows.filter((row) => !row.outcome.startsWith('answered') && !excused(row));
  expect(others, JSON.stringify(others)).to.deep.equal([]);
  expect(report.answered + report.rows.filter((row) => !row.outcome.startsWith('answered') && excused(row)).length).to.equal(count);
}

/**
 * A question whose answer was handed to its call on instance `killed`, which was killed before it sent it: nobody
 * can tell whether the server got it, so the call resumed elsewhere does not send it again (at most once), the
 * server did not get it, and the page was told it may not have got through (503). The documented window of a kill.
 */
export const lostWith = (killed: number) => (row: Row) =>
  row.outcome === 'closed' &&
  row.asked === killed &&
  row.received === 0 &&
  row.told.length > 0 &&
  row.told.every((told) => told === 'refused-unavailable') &&
  row.results.every((result) => result.resumed && result.takenOver);
