/**
 * Which browser engine runs the test, for the few places where a user's keystrokes or the harness differ by
 * engine (date segments, media emulation). Read from the user agent: Firefox names itself, Chromium says
 * Chrome, and WebKitGTK's MiniBrowser is the remaining AppleWebKit.
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';

const agent = navigator.userAgent;
export const engine: Engine = /Firefox\//.test(agent) ? 'firefox' : /Chrom(e|ium)\//.test(agent) ? 'chromium' : 'webkit';

/**
 * `emulateMedia` (colour scheme, forced colors) goes through the DevTools protocol, which only the Chromium
 * launcher has: Puppeteer cannot emulate media in Firefox over WebDriver BiDi, nor WebDriver in WebKit.
 */
export const canEmulateMedia = engine === 'chromium';
