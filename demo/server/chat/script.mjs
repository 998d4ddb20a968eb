// What the demo's scripted model understands: everyday phrasings of the demo server's tools (tools.mjs), and how
// it answers once a tool has spoken. Anything else gets a reply that lists what it can do.

/** In order: the first rule whose pattern matches the message picks the tool. */
const RULES = [
  { toolName: 'delete_folder', pattern: /\b(delete|remove|erase|clean up)\b/, input: (words) => ({ folder: folderOf(words) }) },
  { toolName: 'plan_trip', pattern: /\b(trip|travel|holiday|vacation|getaway)\b/ },
  { toolName: 'connect_account', pattern: /\b(connect|sign in|log in|login|link)\b.*\b(account|cloud)\b|\bexample cloud\b/ },
  { toolName: 'book_table', pattern: /\b(book|reserve|reservation|table|restaurant|dinner|lunch)\b/ },
  { toolName: 'edit_profile', pattern: /\b(profile|my details|my name|my email)\b/ },
  { toolName: 'subscribe_newsletter', pattern: /\b(newsletter|subscribe)\b/ },
  { toolName: 'set_preferences', pattern: /\b(preferences?|cuisines?|diet|dietary|food i like)\b/ },
];

function folderOf(words) {
  if (/\bphotos?\b/.test(words)) return 'photos-2019';
  if (/\bempty\b/.test(words)) return 'empty-folder';
  return 'reports';
}

export const HELP =
  'I can book a table ("book a table for two tomorrow"), plan a trip ("plan a trip to Porto"), ' +
  'connect your Example Cloud account ("connect my account"), edit your profile ("update my profile"), ' +
  'set your food preferences ("set my cuisine preferences"), or delete a folder ("delete the reports folder"). ' +
  'Some of them ask you a question first, right here in the chat.';

/** From the user's words: `{ toolName, input }` for a tool this chat has, else `{ text }`. */
export function chooseTool(text, toolNames) {
  const words = text.toLowerCase();
  if (/^\s*(hi|hello|hey|help|what can you do)\b/.test(words)) return { text: `Hello! ${HELP}` };
  for (const rule of RULES) {
    if (rule.pattern.test(words) && toolNames.includes(rule.toolName)) {
      return { toolName: rule.toolName, input: rule.input?.(words) ?? {} };
    }
  }
  return { text: `Sorry, I did not understand that. ${HELP}` };
}

/** The answer after a tool: what it said, or why it failed, in plain words. */
export function replyTo({ texts, error }) {
  const said = texts.join('\n').trim().replace(/^Error: /, '');
  if (error) return said ? `That did not work: ${said}` : 'That did not work.';
  return said || 'Done.';
}
