/**
 * `@mcp-elicit/core/record`: the one-line record of a question in a conversation ("You accepted: 8 pm, 2",
 * "You declined", "Not answered: the question expired"), apart from the main entry so that a page loads it only
 * once a question was answered (the elements import it on demand). Its texts are in every language's table. With
 * it the English texts of why the asker stopped waiting (`enStopped`) and the rest of an ended question's English
 * (`enEnded`: the record's words, the expired state's), which come into view just as rarely.
 */
export { recordLine, type RecordLine, type RecordOf, type RecordPart } from '../messages/record.js';
export { enStopped } from '../messages/en/stopped.js';
export { enEnded } from '../messages/en/ended.js';
