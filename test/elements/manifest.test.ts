/**
 * The custom-elements.json manifest (generated from the classes' JSDoc by `pnpm build`) documents the whole
 * public contract: properties, attribute, methods, event, parts and theme tokens, each with a description.
 */
import { expect } from '@open-wc/testing';

interface Named {
  name: string;
  description?: string;
  kind?: string;
  privacy?: string;
}
interface Declaration {
  customElement?: boolean;
  tagName?: string;
  members?: Named[];
  attributes?: Named[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}

const FORM_PARTS = [
  'header', 'server', 'message', 'form', 'field', 'label', 'control', 'description', 'error', 'error-summary',
  'warning', 'review', 'actions', 'accept-button', 'decline-button', 'cancel-button', 'edit-button',
];

async function declaration(tag: string): Promise<Declaration> {
  const manifest = (await (await fetch('/packages/elements/custom-elements.json')).json()) as { modules: { declarations?: Declaration[] }[] };
  const found = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.customElement && d.tagName === tag);
  if (!found) throw new Error(`${tag} is not in the manifest`);
  return found;
}

const names = (list: Named[] | undefined) => (list ?? []).map((x) => x.name);
const undocumented = (list: Named[] | undefined) => (list ?? []).filter((x) => !x.description?.trim()).map((x) => x.name);

describe('custom-elements.json', () => {
  it('documents <mcp-elicit-form> completely', async () => {
    const form = await declaration('mcp-elicit-form');
    const publicMembers = (form.members ?? []).filter((m) => m.privacy !== 'private' && m.privacy !== 'protected');
    expect(names(publicMembers)).to.include.members(['request', 'server', 'messages', 'skipReview', 'submit', 'decline', 'cancel', 'reset']);
    expect(undocumented(publicMembers)).to.deep.equal([]);
    expect(names(form.attributes)).to.deep.equal(['skip-review']);
    expect(names(form.events)).to.deep.equal(['mcp-elicit-result']);
    expect(undocumented(form.events)).to.deep.equal([]);
    expect(names(form.cssParts)).to.have.members(FORM_PARTS);
    expect(undocumented(form.cssParts)).to.deep.equal([]);
    expect(names(form.cssProperties).every((n) => n.startsWith('--mcp-elicit-'))).to.equal(true);
    expect(names(form.cssProperties)).to.include.members(['--mcp-elicit-color-background', '--mcp-elicit-color-text', '--mcp-elicit-color-accent']);
    expect(undocumented(form.cssProperties)).to.deep.equal([]);
  });

  it('every part the manifest names exists in a rendered form', async () => {
    const form = await declaration('mcp-elicit-form');
    const source = await (await fetch('/packages/elements/dist/form/mcp-elicit-form.js')).text();
    const fields = await (await fetch('/packages/elements/dist/form/fields.js')).text();
    const header = await (await fetch('/packages/elements/dist/shared/header.js')).text();
    for (const part of names(form.cssParts)) expect(`${source}${fields}${header}`, part).to.contain(`part="${part}"`);
  });
});
