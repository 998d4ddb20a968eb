import type { UrlMessages } from '../messages/types.js';

/** English texts of the URL element (the consent step and its warnings). */
export const enUrl: UrlMessages = {
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
  'url.warning.insecure': 'This address is not secure (no https): others on the network could read or change the page.',
  'url.warning.idn': 'The site name uses international letters. It is also written {ascii}.',
  'url.warning.mixed-script': 'The site name mixes alphabets, a common way to imitate another site.',
  'url.warning.confusable': 'The site name is written in letters that imitate Latin ones, a common way to imitate another site.',
  'url.warning.userinfo': 'The address contains a user name or password before the site name, a trick to hide the real site.',
  'url.warning.invisible': 'The address contains invisible or direction-changing characters (shown as ⟦U+…⟧).',
  'url.warning.ip-address': 'The site is a bare network address ({host}), not a name.',
  'url.warning.obfuscated-host': 'The site name is disguised in the address; it really is {host}.',
  'url.warning.subdomain-spoof': 'The address starts with what looks like another site’s name. The real site is {domain}.',
  'url.warning.long': 'The address is very long ({length} characters); check the site name carefully.',
  'url.blocked.scheme': 'Addresses starting with “{scheme}:” cannot be opened from here.',
  'url.blocked.invalid': 'This is not a valid web address, so it cannot be opened.',
};
