import { redirect } from 'next/navigation';
import { Chat } from './chat';

/** The chat of `?chat=`, or a new one: the id stays in the address, so a reload comes back to the same chat. */
export default async function Page({ searchParams }: { searchParams: Promise<{ chat?: string }> }) {
  const { chat } = await searchParams;
  if (!chat) redirect(`/?chat=${crypto.randomUUID()}`);
  return <Chat id={chat} />;
}
