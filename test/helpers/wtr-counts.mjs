// Writes a run's test counts as JSON to a file, so the multi-browser wrapper (run-browsers.mjs) can add the
// runs up into one summary. Counts the way the plain summary does: a file that failed to load is one failure.
// Each failure is kept too (file, test path, the error's first lines): the wrapper repeats them just before its
// summary, where a log cut to its tail still shows them. With them go the name of every test that ran (so the
// wrapper can count distinct tests over the engines) and each test file's duration, from its page opening to its
// results (so the wrapper can name the slowest files), and each test's own as the page measured it.
import { relative } from 'node:path';
import { writeFileSync } from 'node:fs';

const firstLines = (text, n = 6) => String(text ?? '').split('\n').slice(0, n).join('\n');
/** An error's message and where it was thrown (the runner's stack may leave the message out). */
const describe = (error) => {
  const message = error?.message ?? String(error ?? '');
  const stack = error?.stack ?? '';
  return firstLines(stack.includes(message) ? stack : `${message}\n${stack}`);
};

/** A file as the wrapper names it: its path under test/, and the group when it is not the default one. */
const fileLabel = (session) => {
  const where = relative(process.cwd(), session.testFile);
  const group = session.group?.name;
  return group && group !== 'default' ? `${where} [${group}]` : where;
};

export function countsFileReporter(file) {
  // Session id → when its page started opening; the file's duration is taken when the session finishes.
  const openedAt = new Map();
  const durations = {};
  return {
    start({ sessions, startTime }) {
      sessions.on('session-status-updated', (session) => {
        if (session.status === 'INITIALIZING') openedAt.set(session.id, Date.now());
        // The first pages may open before the reporters start: those count from the run's start.
        if (session.status === 'FINISHED') durations[fileLabel(session)] = Date.now() - (openedAt.get(session.id) ?? startTime);
      });
    },
    stop({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      const failures = [];
      const ran = [];
      const testDurations = {};
      for (const s of sessions) {
        const where = relative(process.cwd(), s.testFile);
        const label = fileLabel(s);
        const walk = (suite, path) => {
          for (const t of suite.tests) {
            const outcome = t.skipped ? 'skipped' : t.passed ? 'passed' : 'failed';
            counts[outcome]++;
            const name = [...path, t.name].join(' › ');
            if (outcome !== 'skipped') ran.push(`${label} › ${name}`);
            if (outcome !== 'skipped' && t.duration !== undefined) testDurations[`${label} › ${name}`] = t.duration;
            if (outcome === 'failed') failures.push({ file: where, test: name, error: describe(t.error) });
          }
          for (const child of suite.suites) walk(child, [...path, child.name]);
        };
        if (s.testResults) walk(s.testResults, []);
        if (!s.passed && (s.errors?.length ?? 0) > 0) {
          counts.failed++;
          failures.push({ file: where, test: '(the file did not run)', error: firstLines(s.errors.map(describe).join('\n')) });
        }
      }
      writeFileSync(file, JSON.stringify({ ...counts, failures, ran, durations, testDurations }));
    },
  };
}
