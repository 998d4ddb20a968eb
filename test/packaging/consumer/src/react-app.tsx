// A React host: the wrappers, the hook/outlet pair and the wire types, all from @mcp-elicit/react.
import { Elicitation, ElicitationOutlet, useElicitation, type ElicitRequestParams, type ElicitResult, type ServerIdentity } from '@mcp-elicit/react';

export function Question({ request, server, reply }: { request: ElicitRequestParams; server: ServerIdentity; reply: (result: ElicitResult) => void }) {
  return <Elicitation request={request} server={server} onResult={(event) => reply(event.detail)} />;
}

export function Chat({ connect }: { connect: (ask: ReturnType<typeof useElicitation>['ask']) => void }) {
  const { ask } = useElicitation();
  connect(ask);
  return <ElicitationOutlet />;
}
