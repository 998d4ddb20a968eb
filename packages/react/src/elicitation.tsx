import { useEffect, useRef, type RefObject } from 'react';
import type { ElicitRequestFormParams, ElicitRequestParams, ElicitRequestURLParams, Messages, ServerIdentity } from '@mcp-elicit/core';
import type { Density, ElicitResultEvent, McpElicitForm, McpElicitUrl } from '@mcp-elicit/elements';
import type { RememberScope } from '@mcp-elicit/client/guard';
import type { AppQuestion } from '@mcp-elicit/core/apps';
import type { TaskStatusView } from '@mcp-elicit/elements';
import { ElicitForm, ElicitUrl } from './components.js';

export interface ElicitationProps {
  /** Any elicitation request: a URL request (`mode: 'url'`) gets the consent step, everything else the form. */
  request: ElicitRequestParams;
  server?: ServerIdentity;
  messages?: Partial<Messages>;
  onResult?: (event: ElicitResultEvent) => void;
  /** URL mode: the user says they finished on the page. */
  onContinue?: (event: CustomEvent<void>) => void;
  /** The person closes the expired state, or (URL mode) the waiting step. */
  onDismiss?: (event: CustomEvent<void>) => void;
  /** URL mode: how to open the page (default: a new tab with `noopener,noreferrer`). */
  open?: (url: string) => void;
  /** Form mode: send without the review step. */
  skipReview?: boolean;
  /** When the asker stops waiting (epoch ms): the time left is shown, and the expired state once it passes. */
  expiresAt?: number;
  /**
   * Set once the asker stopped waiting: the element turns to its expired state with this reason
   * (`'expired'`, `'aborted'`, `'disconnected'`, or a sentence of the host's), as `element.expire(reason)`.
   */
  expired?: string;
  /** `'compact'` for a chat transcript: smaller type, spacing and controls (the elements' `density`). */
  density?: Density;
  /**
   * Form mode: the question's id (`AskContext.questionId`). What the person types is kept in the tab under it
   * until the question ends, and comes back when the same question is shown again (see the form's `questionId`).
   */
  questionId?: string;
  /**
   * Form mode, with `questionId`: settles once the question is over where it waits (`AskContext.questionEnded`);
   * until then the draft outlives an accepted answer, which may be refused and asked again (see the form's).
   */
  questionEnded?: Promise<unknown>;
  /** Form mode: the scopes a "Don't ask again" may offer (`AskContext.rememberScopes`; see the form's). */
  rememberScopes?: readonly RememberScope[];
  /**
   * The task the question belongs to, as last read (`AskContext.task.current`; the outlet keeps it current): its
   * status and the server's `statusMessage` show in `part="task-status"` (see the elements' `taskStatus`).
   */
  taskStatus?: TaskStatusView;
  /**
   * Form mode, draft SEP-3118: the app that draws the question (`AskContext.app`), shown in a frame from `appSandbox`
   * (the host's copy of `@mcp-elicit/elements/app-sandbox.html` on an origin of its own); see the form's `app`.
   */
  app?: AppQuestion;
  appSandbox?: string;
  className?: string;
}

/** The right element for a request, chosen by its `mode`. */
export function Elicitation(props: ElicitationProps) {
  const { request, server, messages, onResult, onContinue, onDismiss, open, skipReview, expiresAt, expired, density, questionId, questionEnded, rememberScopes, taskStatus, app, appSandbox, className } =
    props;
  const element = useRef<McpElicitForm | McpElicitUrl>(null);
  // The expired state is a step the element takes (it keeps what the person entered), not a prop it renders.
  useEffect(() => {
    if (expired !== undefined) element.current?.expire(expired);
  }, [expired]);
  // What both elements take alike.
  const shared = { server, messages, onResult, onDismiss, expiresAt, density, taskStatus, className };
  if (request.mode === 'url') {
    return (
      <ElicitUrl
        {...shared}
        ref={element as RefObject<McpElicitUrl>}
        request={request as ElicitRequestURLParams}
        onContinue={onContinue}
        {...(open && { open })}
      />
    );
  }
  return (
    <ElicitForm
      {...shared}
      ref={element as RefObject<McpElicitForm>}
      request={request as ElicitRequestFormParams}
      skipReview={skipReview ?? false}
      {...(questionId !== undefined && { questionId })}
      {...(questionEnded !== undefined && { questionEnded })}
      {...(rememberScopes && { rememberScopes })}
      {...(app && appSandbox && { app, appSandbox })}
    />
  );
}
