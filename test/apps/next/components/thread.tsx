'use client';
import type { ReactNode } from 'react';
import { ComposerPrimitive, MessagePrimitive, ThreadPrimitive } from '@assistant-ui/react';

/** A thread in shadcn/ui's look, from assistant-ui's primitives; `children` show below the messages. */
export function Thread({ children }: { children?: ReactNode }) {
  return (
    <ThreadPrimitive.Root className="flex h-full flex-col bg-background text-foreground">
      <ThreadPrimitive.Viewport className="flex flex-1 flex-col gap-4 overflow-y-auto p-4">
        <ThreadPrimitive.Messages components={{ UserMessage, AssistantMessage }} />
        {children}
      </ThreadPrimitive.Viewport>
      <ComposerPrimitive.Root className="flex gap-2 border-t border-border p-3">
        <ComposerPrimitive.Input
          aria-label="Message"
          placeholder="Send a message…"
          className="flex-1 rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        <ComposerPrimitive.Send className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">Send</ComposerPrimitive.Send>
      </ComposerPrimitive.Root>
    </ThreadPrimitive.Root>
  );
}

function UserMessage() {
  return (
    <MessagePrimitive.Root className="ml-auto max-w-[80%] rounded-lg bg-secondary px-3 py-2 text-secondary-foreground">
      <MessagePrimitive.Parts />
    </MessagePrimitive.Root>
  );
}

function AssistantMessage() {
  return (
    <MessagePrimitive.Root className="max-w-full leading-relaxed">
      <MessagePrimitive.Parts components={{ tools: { Fallback: ToolLine } }} />
    </MessagePrimitive.Root>
  );
}

/** A tool call as one muted line: its name and whether it is done. */
function ToolLine({ toolName, status }: { toolName: string; status: { type: string } }) {
  return (
    <p className="text-sm text-muted-foreground">
      Tool {toolName}: {status.type === 'complete' ? 'done' : 'running…'}
    </p>
  );
}
