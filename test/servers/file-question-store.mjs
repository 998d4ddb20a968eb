// A QuestionStore kept in one JSON file: what a host restarting its server reads back. Writes are queued, so
// `claim` and `close` are atomic within the process (a store shared by several processes needs a database's
// own atomic operation instead).
import { readFile, rename, writeFile } from 'node:fs/promises';

export function fileQuestionStore(path) {
  let queue = Promise.resolve();
  /** Runs `change(records)` alone, then writes the file (atomically, through a rename). */
  const locked = (change) => {
    const run = queue.then(async () => {
      const records = await read();
      const result = change(records);
      await writeFile(`${path}.tmp`, JSON.stringify(records, null, 2));
      await rename(`${path}.tmp`, path);
      return result;
    });
    queue = run.catch(() => undefined);
    return run;
  };
  const read = async () => {
    try {
      return JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      if (error.code === 'ENOENT') return [];
      throw error;
    }
  };
  const settle = (id, next) =>
    locked((records) => {
      const index = records.findIndex((r) => r.question.id === id);
      const record = records[index];
      if (!record || record.state !== 'pending') return { won: false, record };
      records[index] = { ...record, ...next, closedAt: new Date().toISOString() };
      return { won: true, record: records[index] };
    });
  return {
    /** Settles once every change so far is written (not part of QuestionStore: for shutting down). */
    flush: () => queue,
    load: () => queue.then(read),
    add: (record) => locked((records) => void records.push(record)),
    claim: (id, answer) => settle(id, { state: 'answered', answer }),
    close: (id, reason) => settle(id, { state: reason }),
    remove: (id) =>
      locked((records) => {
        const index = records.findIndex((r) => r.question.id === id);
        if (index !== -1) records.splice(index, 1);
      }),
  };
}
