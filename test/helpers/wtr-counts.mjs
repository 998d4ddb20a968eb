// Writes a run's test counts as JSON to a file, so the multi-browser wrapper (run-browsers.mjs) can add the
// runs up into one summary. Counts the way the plain summary does: a file that failed to load is one failure.
import { writeFileSync } from 'node:fs';

export function countsFileReporter(file) {
  return {
    stop({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      const walk = (suite) => {
        for (const t of suite.tests) counts[t.skipped ? 'skipped' : t.passed ? 'passed' : 'failed']++;
        for (const s of suite.suites) walk(s);
      };
      for (const s of sessions) {
        if (s.testResults) walk(s.testResults);
        if (!s.passed && (s.errors?.length ?? 0) > 0) counts.failed++;
      }
      writeFileSync(file, JSON.stringify(counts));
    },
  };
}
