/**
 * @mcp-elicit/react: the elements as React 19 components, and a hook/outlet pair for chat UIs.
 */
export { ElicitForm, ElicitUrl, type ElicitFormProps, type ElicitUrlProps } from './components.js';
export { Elicitation, type ElicitationProps } from './elicitation.js';
export {
  ElicitationOutlet,
  ElicitationProvider,
  useElicitation,
  type ElicitationOutletProps,
  type UseElicitation,
} from './use-elicitation.js';
export type { PendingElicitation } from './store.js';
export { useIsClient } from './client-only.js';
