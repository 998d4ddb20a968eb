/**
 * The Content-Security-Policy an app's document runs under inside its frame (draft SEP-3118, the MCP Apps sandbox):
 * nothing reaches out unless its resource named the origin (`AppCsp`); its own inline scripts and styles run, no
 * code is made from strings, no form is sent anywhere, no frame is loaded, and no `<base>` moves its links.
 */
import type { AppCsp } from './question.js';

export function appPolicy(csp: AppCsp = {}): string {
  const resources = (csp.resourceDomains ?? []).join(' ');
  const connect = (csp.connectDomains ?? []).join(' ') || "'none'";
  const from = (...sources: string[]) => [...sources, resources].filter(Boolean).join(' ');
  return [
    "default-src 'none'",
    `script-src ${from("'unsafe-inline'")}`,
    `style-src ${from("'unsafe-inline'")}`,
    `img-src ${from('data:', 'blob:')}`,
    `font-src ${from('data:')}`,
    `media-src ${from('data:', 'blob:')}`,
    `connect-src ${connect}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
