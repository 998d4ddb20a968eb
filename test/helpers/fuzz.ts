/**
 * How much the property-based suites generate, and from which seed. `pnpm test` runs a fixed few from a fixed
 * seed (stable CI); `pnpm fuzz` runs many more from a fresh seed that the run prints, and `FUZZ_SEED=<n>`
 * replays one. Every failure is shrunk by fast-check to a smallest counterexample, printed with its seed.
 */
import { executeServerCommand } from '@web/test-runner-commands';

export interface FuzzSettings {
  /** The seed of this run. */
  seed: number;
  /** How many times the fixed-run counts to generate (1 in `pnpm test`). */
  scale: number;
}

/** The seed `pnpm test` always uses. */
export const FIXED_SEED = 20261129;

/** The settings of this run (from the test runner's process, where `pnpm fuzz` sets them). */
export async function fuzzSettings(): Promise<FuzzSettings> {
  const settings = await executeServerCommand<{ seed?: number; scale?: number }, undefined>('fuzz-settings');
  return { seed: settings?.seed ?? FIXED_SEED, scale: settings?.scale ?? 1 };
}
