/**
 * The presenter's own guard rails, when the host gives none: `createGuardRails()` with the documented defaults,
 * in a module loaded on demand before the presenter's first question (a host that passes its rails, or `false`,
 * never loads it).
 */
export { createGuardRails } from '@mcp-elicit/client/guard';
