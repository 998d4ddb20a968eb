import { redirect } from 'next/navigation';
import { Assistant } from './assistant';

/** The assistant-ui thread of `?chat=`, or a new one (`&theme=dark`: the app's dark mode). */
export default async function Page({ searchParams }: { searchParams: Promise<{ chat?: string; theme?: string }> }) {
  const { chat, theme } = await searchParams;
  if (!chat) redirect(`/assistant?chat=${crypto.randomUUID()}${theme ? `&theme=${theme}` : ''}`);
  return (
    <div className={theme === 'dark' ? 'dark h-dvh' : 'h-dvh'}>
      <Assistant id={chat} />
    </div>
  );
}
