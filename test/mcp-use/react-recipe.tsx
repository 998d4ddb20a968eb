// mcp-use in the browser: `useMcp` runs the MCP client in the page, and the kit's React outlet answers its questions.
import { useMcp } from 'mcp-use/react';
import { ElicitationOutlet, useElicitation } from '@mcp-elicit/react';

export function DemoTools({ url }: { url: string }) {
  const elicitation = useElicitation();
  const mcp = useMcp({ url, onElicitation: (params) => elicitation.ask(params, { server: { name: 'demo', title: 'Demo server' } }) });
  return (
    <section aria-label='Demo server'>
      <p>{mcp.state}</p>
      <ElicitationOutlet elicitation={elicitation} />
    </section>
  );
}
