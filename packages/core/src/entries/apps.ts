/**
 * `@mcp-elicit/core/apps`: what app-rendered form questions need (draft SEP-3118), apart from the main entry so a
 * host that never turns them on never loads it: reading the app a request names and the resource that holds it,
 * and the policy its frame runs under.
 */
export { APP_MIME_TYPE, APPS_EXTENSION } from '../wire/v2026-07-28.js';
export {
  MAX_APP_DOMAINS,
  MAX_APP_HTML,
  MAX_APP_URI,
  appCspOf,
  appFromResource,
  appResourceUri,
  readAppQuestion,
  type AppCsp,
  type AppQuestion,
} from '../apps/question.js';
export { appPolicy } from '../apps/policy.js';
export { enApp } from '../messages/en/app.js';
