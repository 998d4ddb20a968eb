/** English texts of the URL element's warnings: loaded with the URL checks (`@mcp-elicit/core/url`), which find them. */
import type { UrlWarningMessages } from '../types.js';

export const enUrlWarnings: UrlWarningMessages = {
  'url.warning.insecure': 'This address is not secure (no https): others on the network could read or change the page.',
  'url.warning.look-alike': 'The site name looks like {similar}, but it is a different site.',
  'url.warning.backslash': 'The address has a “\\” before an “@”, so programs disagree on the site: this one opens {host}.',
  'url.warning.scheme-host': 'The address repeats “http://” or “https://” where the site name belongs: the name after it is not the site, which is {host}.',
  'url.warning.mixed-script': 'The site name mixes alphabets, a common way to imitate another site.',
  'url.warning.confusable': 'The site name is written in letters that imitate Latin ones, a common way to imitate another site.',
  'url.warning.userinfo': 'The address contains a user name or password before the site name, a trick to hide the real site.',
  'url.warning.invisible': 'The address contains invisible or direction-changing characters (shown as ⟦U+…⟧).',
  'url.warning.ip-address': 'The site is a bare network address ({host}), not a name.',
  'url.warning.obfuscated-host': 'The site name is disguised in the address; it really is {host}.',
  'url.warning.subdomain-spoof': 'The address starts with what looks like another site’s name. The real site is {domain}.',
  'url.warning.long': 'The address is very long ({length} characters); check the site name carefully.',
  'url.warning.lookalike-character': 'The site name contains “{char}”, which only looks like “{like}”: it is not the name it seems.',
  'url.warning.lookalike-tld': 'The site name ends in “{tld}”, written in other letters that only look like “{like}”: it is not a “{like}” site.',
  'url.warning.fake-separator': 'The address contains characters that only look like “/”, “.” or “:”, so it reads like a different address.',
  'url.warning.long-host': 'The site name is unusually long ({length} characters); the real site is the part at its end.',
};
