import type { ElicitRequestFormParams, ElicitRequestParams, ElicitRequestURLParams, Messages, ServerIdentity } from '@mcp-elicit/core';
import type { ElicitResultEvent } from '@mcp-elicit/elements';
import { ElicitForm, ElicitUrl } from './components.js';

export interface ElicitationProps {
  /** Any elicitation request: a URL request (`mode: 'url'`) gets the consent step, everything else the form. */
  request: ElicitRequestParams;
  server?: ServerIdentity;
  messages?: Partial<Messages>;
  onResult?: (event: ElicitResultEvent) => void;
  /** URL mode: the user says they finished on the page. */
  onContinue?: (event: CustomEvent<void>) => void;
  /** URL mode: the user closed the waiting step. */
  onDismiss?: (event: CustomEvent<void>) => void;
  /** URL mode: how to open the page (default: a new tab with `noopener,noreferrer`). */
  open?: (url: string) => void;
  /** Form mode: send without the review step. */
  skipReview?: boolean;
  className?: string;
}

/** The right element for a request, chosen by its `mode`. */
export function Elicitation({ request, server, messages, onResult, onContinue, onDismiss, open, skipReview, className }: ElicitationProps) {
  // What both elements take alike.
  const shared = { server, messages, onResult, className };
  if (request.mode === 'url') {
    return (
      <ElicitUrl
        {...shared}
        request={request as ElicitRequestURLParams}
        onContinue={onContinue}
        onDismiss={onDismiss}
        {...(open && { open })}
      />
    );
  }
  return <ElicitForm {...shared} request={request as ElicitRequestFormParams} skipReview={skipReview ?? false} />;
}
