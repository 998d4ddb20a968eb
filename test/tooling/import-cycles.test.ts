/**
 * The import-cycle check (scripts/import-cycles.mjs, run by `pnpm lint`) on a tree made for it
 * (fixtures/import-cycles): value cycles of two and three files are found, a cycle closed by type imports only is
 * told apart, and a lazy `import()` back or a folder's index makes none. Its work is all in Node.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

interface Loop {
  files: string[];
  loop: string[];
}
interface Report {
  files: number;
  cycles: Loop[];
  typeOnly: Loop[];
}

const check = (): Promise<Report> =>
  executeServerCommand<Report, { name: string; args: string[] }>('node-script', {
    name: 'import-cycles',
    args: ['--packages', 'fixtures/import-cycles/packages', '--json'],
  });

describe('import-cycle check', () => {
  it('finds each value cycle once, with a loop through its files', async () => {
    const report = await check();
    expect(report.files).to.equal(11);
    expect(report.cycles.map((c) => c.files)).to.deep.equal([
      ['packages/values/src/a.ts', 'packages/values/src/b.ts'],
      ['packages/values/src/loop/one.ts', 'packages/values/src/loop/three.ts', 'packages/values/src/loop/two.ts'],
    ]);
    expect(report.cycles[1]?.loop).to.deep.equal([
      'packages/values/src/loop/one.ts',
      'packages/values/src/loop/two.ts',
      'packages/values/src/loop/three.ts',
      'packages/values/src/loop/one.ts',
    ]);
  });

  it('tells a cycle of type imports apart, and lets a lazy import() and a folder index pass', async () => {
    const report = await check();
    expect(report.typeOnly.map((c) => c.files)).to.deep.equal([['packages/types/src/a.ts', 'packages/types/src/b.ts']]);
    const named = [...report.cycles, ...report.typeOnly].flatMap((c) => c.files);
    expect(named.filter((file) => file.startsWith('packages/lazy/') || file.startsWith('packages/clean/'))).to.deep.equal([]);
  });
});
