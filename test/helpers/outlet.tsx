/**
 * A React app that asks through the kit: an `<ElicitationProvider>` (with its own rails, as an app gets by
 * default) around a component that draws `useElicitation()`'s questions in an `<ElicitationOutlet/>`. Resolves
 * with that hook's value once the app has rendered, for the test to hand its `ask` to a binding.
 */
import { useEffect } from 'react';
import { ElicitationOutlet, ElicitationProvider, useElicitation, type UseElicitation } from '@mcp-elicit/react';
import type { TestRoot } from './react-root.js';
import { waitUntil } from './wait.js';

export async function renderOutlet(app: TestRoot): Promise<UseElicitation> {
  let hook: UseElicitation | undefined;
  function Chat() {
    const elicitation = useElicitation();
    useEffect(() => {
      hook = elicitation;
    });
    return <ElicitationOutlet elicitation={elicitation} />;
  }
  app.render(
    <ElicitationProvider>
      <Chat />
    </ElicitationProvider>,
  );
  await waitUntil(() => hook, 'no hook');
  return hook!;
}
