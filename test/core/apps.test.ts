/**
 * App-rendered questions (draft SEP-3118), the checks core makes before anything is shown: which app a request names,
 * what of a `resources/read` result is an app (its URI, its MIME type, text or base64, bounded), which origins its CSP
 * may name, and the policy its frame runs under.
 */
import { expect } from '@open-wc/testing';
import type { ElicitRequestParams } from '@mcp-elicit/core';
import { APP_MIME_TYPE, MAX_APP_HTML, appCspOf, appFromResource, appPolicy, appResourceUri, readAppQuestion } from '@mcp-elicit/core/apps';

const form = (meta: unknown) => ({ message: 'Pick', requestedSchema: { type: 'object', properties: {} }, _meta: meta }) as unknown as ElicitRequestParams;
const read = (content: object) => ({ contents: [{ uri: 'ui://seats/app', mimeType: APP_MIME_TYPE, ...content }] });
/** Base64 of UTF-8 text, as a server encodes a `blob`. */
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('core: app-rendered questions', () => {
  it('reads the app a form request names, and nothing else', () => {
    expect(appResourceUri(form({ ui: { resourceUri: 'ui://seats/app' } }))).to.equal('ui://seats/app');
    expect(appResourceUri({ ...form({ ui: { resourceUri: 'ui://seats/app' } }), mode: 'url', url: 'https://x.example', elicitationId: 'e' } as ElicitRequestParams), 'URL mode').to.equal(undefined);
    for (const uri of ['https://evil.example/app', 'ui:/seats', 'ui:///x', 'ui://seats/a b', 'ui://seats/\u0000', 'ui://seats/\u2028', `ui://${'a'.repeat(3000)}`, 42, null]) {
      expect(appResourceUri(form({ ui: { resourceUri: uri } })), String(uri).slice(0, 20)).to.equal(undefined);
    }
    expect(appResourceUri(form(undefined))).to.equal(undefined);
    expect(appResourceUri(form({ ui: 'ui://seats/app' }))).to.equal(undefined);
  });

  it('takes an app from a resources/read result: its URI, its MIME type, as text or base64 UTF-8', () => {
    const html = '<!doctype html><p>Sièges ✓</p>';
    expect(appFromResource('ui://seats/app', read({ text: html }))).to.deep.equal({ resourceUri: 'ui://seats/app', html });
    expect(appFromResource('ui://seats/app', read({ blob: base64(html) }))?.html).to.equal(html);
    expect(appFromResource('ui://seats/app', read({ text: html, mimeType: 'text/html; profile=mcp-app' }))?.html, 'spaces in the type').to.equal(html);
    expect(appFromResource('ui://seats/app', read({ text: html, mimeType: 'text/html' })), 'plain HTML').to.equal(undefined);
    expect(appFromResource('ui://other/app', read({ text: html })), 'another URI').to.equal(undefined);
    expect(appFromResource('ui://seats/app', read({ blob: '@@not base64@@' })), 'not base64').to.equal(undefined);
    expect(appFromResource('ui://seats/app', read({ blob: btoa('\xff\xfe') })), 'not UTF-8').to.equal(undefined);
    expect(appFromResource('ui://seats/app', read({ text: '' })), 'empty').to.equal(undefined);
    expect(appFromResource('ui://seats/app', read({ text: 'x'.repeat(MAX_APP_HTML + 1) })), 'too large').to.equal(undefined);
    expect(appFromResource('ui://seats/app', { contents: 'nope' })).to.equal(undefined);
    expect(appFromResource('ui://seats/app', null)).to.equal(undefined);
  });

  it('keeps only origins written as origins in the CSP an app declares', () => {
    const csp = appCspOf({
      ui: {
        csp: {
          connectDomains: ['https://api.example.com', 'https://*.tiles.example', 'http://localhost:3000', "https://x.example; script-src 'unsafe-eval'", 'javascript:alert(1)', 'http://evil.example', '*'],
          resourceDomains: ["'unsafe-eval'", 'data:'],
        },
      },
    });
    expect(csp).to.deep.equal({ connectDomains: ['https://api.example.com', 'https://*.tiles.example', 'http://localhost:3000'] });
    expect(appCspOf({ ui: { csp: { connectDomains: Array.from({ length: 50 }, (_, i) => `https://h${i}.example`) } } })?.connectDomains).to.have.length(32);
    expect(appCspOf(undefined)).to.equal(undefined);
  });

  it('runs the app under a policy that reaches nothing it did not name, and makes no code from strings', () => {
    const none = appPolicy();
    expect(none).to.contain("default-src 'none'");
    expect(none).to.contain("connect-src 'none'");
    expect(none).to.contain("script-src 'unsafe-inline'");
    expect(none).not.to.contain('unsafe-eval');
    for (const directive of ["frame-src 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'none'"]) expect(none).to.contain(directive);
    const named = appPolicy({ connectDomains: ['https://api.example.com'], resourceDomains: ['https://cdn.example.com'] });
    expect(named).to.contain('connect-src https://api.example.com;');
    expect(named).to.contain("script-src 'unsafe-inline' https://cdn.example.com;");
    expect(named).to.contain('img-src data: blob: https://cdn.example.com;');
  });

  it('checks an app handed over as data again (a host store, a bridge)', () => {
    expect(readAppQuestion({ resourceUri: 'ui://seats/app', html: '<p>x</p>', csp: { connectDomains: ['https://a.example', 'nope'] } })).to.deep.equal({
      resourceUri: 'ui://seats/app',
      html: '<p>x</p>',
      csp: { connectDomains: ['https://a.example'] },
    });
    expect(readAppQuestion({ resourceUri: 'ui://seats/app', html: 7 })).to.equal(undefined);
    expect(readAppQuestion('<p>x</p>')).to.equal(undefined);
  });
});
