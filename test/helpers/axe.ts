/** axe-core on an element, shadow DOM included; returns the violations and how many rules ran. */
import 'axe-core/axe.min.js';
import type { AxeResults } from 'axe-core';

type Axe = typeof import('axe-core');
const axe = (window as unknown as { axe: Axe }).axe;

export interface AxeReport {
  violations: { id: string; nodes: string[] }[];
  rules: number;
}

let rulesSeen = 0;
/** The largest number of rules any single run applied (for the test log). */
export const axeRulesSeen = () => rulesSeen;

export async function axeCheck(element: Element): Promise<AxeReport> {
  const results: AxeResults = await axe.run(element, { resultTypes: ['violations'] });
  const rules = results.passes.length + results.violations.length + results.incomplete.length + results.inapplicable.length;
  rulesSeen = Math.max(rulesSeen, rules);
  return {
    violations: results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html.slice(0, 120)) })),
    rules,
  };
}
