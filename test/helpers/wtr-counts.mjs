// Writes a run's test counts as JSON to a file, so the multi-browser wrapper (run-browsers.mjs) can add the
// runs up into one summary. Counts the way the plain summary does: a file that failed to load is one failure.
// Each failure is kept too (file, test path, the error's first lines): the wrapper repeats them just before its
// summary, where a log cut to its tail still shows them.
import { relative } from 'node:path';
import { writeFileSync } from 'node:fs';

const firstLines = (text, n = 6) => String(text ?? '').split('\n').slice(0, n).join('\n');
/** An error's message and where it was thrown (the runner's stack may leave the message out). */
const describe = (error) => {
  const message = error?.message ?? String(error ?? '');
  const stack = error?.stack ?? '';
  return firstLines(stack.includes(message) ? stack : `${message}\n${stack}`);
};

export function countsFileReporter(file) {
  return {
    stop({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      const failures = [];
      for (const s of sessions) {
        const where = relative(process.cwd(), s.testFile);
        const walk = (suite, path) => {
          for (const t of suite.tests) {
            const outcome = t.skipped ? 'skipped' : t.passed ? 'passed' : 'failed';
            counts[outcome]++;
            if (outcome === 'failed') failures.push({ file: where, test: [...path, t.name].join(' › '), error: describe(t.error) });
          }
          for (const child of suite.suites) walk(child, [...path, child.name]);
        };
        if (s.testResults) walk(s.testResults, []);
        if (!s.passed && (s.errors?.length ?? 0) > 0) {
          counts.failed++;
          failures.push({ file: where, test: '(the file did not run)', error: firstLines(s.errors.map(describe).join('\n')) });
        }
      }
      writeFileSync(file, JSON.stringify({ ...counts, failures }));
    },
  };
}
