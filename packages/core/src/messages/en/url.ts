import type { UrlUiMessages } from '../types.js';

/**
 * English texts of the URL element's consent step, what it shows before and around the checks. Its warnings load
 * with the checks themselves (`enUrlWarnings` in `@mcp-elicit/core/url`): no warning can be shown before them.
 */
export const enUrlUi: UrlUiMessages = {
  'url.asking': '{server} asks you to open a web page',
  'url.intro': 'The page opens outside this app. Check the address before you open it.',
  'url.address': 'Full address',
  'url.host': 'Site',
  'url.checking': 'Checking the address…',
  'url.open': 'Open {host}',
  'url.waiting': 'Finish on the page that opened, then come back here.',
  'url.opened': 'Opened {host} in a new window.',
  'url.continue': 'I’ve finished',
  'url.close': 'Close',
  'url.notOpened': 'The page was not opened.',
  'url.also': 'Also written {ascii}',
  'url.lookAlike': 'Look-alike form: {unicode}',
  'url.denied': 'Access is needed: the server can go on only once you approve it on this page.',
  'url.deniedOther': 'The server was refused access ({reason}).',
  'url.blocked.scheme': 'Addresses starting with “{scheme}:” cannot be opened from here.',
  'url.blocked.invalid': 'This is not a valid web address, so it cannot be opened.',
  'url.blocked.unchecked': 'This address could not be checked (part of this app did not load), so it cannot be opened from here.',
};
