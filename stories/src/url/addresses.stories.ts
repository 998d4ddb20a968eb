/**
 * `<mcp-elicit-url>`, one story per kind of address in the URL corpus (test/fixtures/urls.ts): what the user
 * is told about the site before anything opens. Opening is stubbed in every story.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { urlCases, urlMapping, urlRequest } from '../support/corpus.js';
import { elementMeta, type ElicitArgs } from '../support/render.js';

const meta = {
  title: 'Elements/mcp-elicit-url/Addresses',
  ...elementMeta('mcp-elicit-url'),
  args: { server: { name: 'cloud-files', title: 'Cloud Files', version: '3.2.0' } },
} satisfies Meta<ElicitArgs>;

export default meta;
type Story = StoryObj<ElicitArgs>;

const corpus = (id: string): Story => ({ args: { request: urlRequest(id) } });

/** Pick any address of the corpus from the `request` control. */
export const Playground: Story = {
  args: { request: 'https' },
  argTypes: { request: { control: 'select', options: urlCases.map((c) => c.id), mapping: urlMapping } },
};

/** A plain https address: the site (registrable domain) stands out, no warnings. */
export const Safe: Story = corpus('https');
export const SafeWithSubdomainAndPort: Story = corpus('https-port');
export const LongSubdomainChain: Story = corpus('deep-subdomain-honest');
/** Plain http to another machine: a warning. */
export const PlainHttp: Story = corpus('http-remote');
/** Plain http to this machine is fine. */
export const HttpLocalhost: Story = corpus('http-localhost');
/**
 * An internationalised name in one script that fits its TLD: shown in Unicode, "Also written xn--…" beneath as
 * plain information, no warning (Chromium's IDN display policy).
 */
export const InternationalName: Story = corpus('idn-unicode');
export const Punycode: Story = corpus('idn-punycode');
export const InternationalNameOwnScriptTld: Story = corpus('idn-chinese-tld');
/** A whole-name look-alike (Cyrillic letters that read "apple"): the ASCII form names the site, "Look-alike form: …" beneath. */
export const LookAlike: Story = corpus('cyrillic-whole');
/** Mixed alphabets in one name (a Cyrillic "а" in "paypal"). */
export const MixedScripts: Story = corpus('cyrillic-mixed');
/** One script, but a well-known site's name with a diacritic (Chromium's top-domain check): the warning names the site. */
export const TopDomainLookAlike: Story = corpus('top-domain-lookalike');
/** The same check in plain ASCII: a digit for a letter. */
export const DigitForLetter: Story = corpus('digit-swap');
/** A top-level domain that only looks like one (Cyrillic "сом"), the name before it too. */
export const LookAlikeTld: Story = corpus('lookalike-tld');
/** A Latin name under a real TLD in another script that reads as a Latin one (`.ευ` reads as `.eu`): the ASCII form, the TLD named. */
export const TldReadsAsLatin: Story = corpus('tld-reads-latin');
/** A name in Greek capitals, every letter one that reads as Latin: a whole-script look-alike on no list. */
export const WholeScriptLookAlike: Story = corpus('whole-script-greek');
/** A hyphen look-alike in place of "-": the one character named, and what it imitates. */
export const DashLookAlike: Story = corpus('dash-lookalike');
/** A backslash before the "@": this browser opens the part before it, other programs the part after. */
export const BackslashBeforeAt: Story = corpus('backslash-at');
/** The scheme repeated where the host belongs: the site is "https", not the name after it. */
export const SchemeAsHost: Story = corpus('scheme-host');
/** A user name before `@`: the real site is the part after it. */
export const UserInfo: Story = corpus('userinfo');
/** Another site's name worn as a subdomain. */
export const SubdomainSpoof: Story = corpus('subdomain-spoof');
/** Invisible and direction-changing characters, shown as ⟦U+202E⟧. */
export const InvisibleCharacters: Story = corpus('bidi-override-path');
/** A disguised IP address. */
export const DisguisedIpAddress: Story = corpus('ipv4-decimal');
/** `javascript:` cannot be opened: Decline and Cancel only. */
export const BlockedScheme: Story = corpus('javascript');
export const BlockedDataUrl: Story = corpus('data');
/** Text that is not an absolute address cannot be opened either. */
export const NotAnAddress: Story = corpus('no-scheme');
/** A very long address: wrapped, selectable, with a warning. */
export const VeryLong: Story = corpus('very-long');
