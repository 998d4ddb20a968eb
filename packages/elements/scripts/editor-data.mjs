// Editor data for the custom elements, generated from custom-elements.json (run after `cem analyze`):
//   vscode.html-custom-data.json  VS Code's HTML custom data (tags, attributes, descriptions on hover)
//   web-types.json                JetBrains' web-types (elements, attributes, properties, events, CSS parts and properties)
// Both ship in the package; package.json names web-types.json under "web-types", and the README says how to
// point VS Code at the custom data.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
const manifest = JSON.parse(await readFile(path.join(packageDir, 'custom-elements.json'), 'utf8'));

/** The README section of each element, for "more" links in the editor. */
const docUrl = (tag) => `${pkg.homepage.replace(/#.*$/, '')}#${tag}`;

const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration) => declaration.customElement && declaration.tagName)
  .sort((a, b) => a.tagName.localeCompare(b.tagName));
if (elements.length === 0) throw new Error('custom-elements.json names no custom element: run `cem analyze` first');

/** Public instance fields (inherited ones included): what a host sets as properties. */
const publicFields = (element) =>
  (element.members ?? []).filter((m) => m.kind === 'field' && !m.static && !m.privacy && !m.readonly);

/** One paragraph of the summary or description, then the properties and events an element has. */
function markdown(element) {
  const lines = [element.summary ?? element.description?.split('\n\n')[0] ?? ''];
  const fields = publicFields(element);
  if (fields.length) lines.push('', '**Properties:** ' + fields.map((f) => `\`${f.name}\``).join(', '));
  if (element.events?.length) lines.push('', '**Events:** ' + element.events.map((e) => `\`${e.name}\``).join(', '));
  return lines.join('\n');
}

const vscode = {
  version: 1.1,
  tags: elements.map((element) => ({
    name: element.tagName,
    description: { kind: 'markdown', value: markdown(element) },
    attributes: (element.attributes ?? []).map((attribute) => ({
      name: attribute.name,
      description: attribute.description ?? '',
      ...(attribute.type?.text === 'boolean' ? { valueSet: 'v' } : {}),
    })),
    references: [{ name: 'Documentation', url: docUrl(element.tagName) }],
  })),
};

const webTypes = {
  $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
  name: pkg.name,
  version: pkg.version,
  'description-markup': 'markdown',
  'js-types-syntax': 'typescript',
  contributions: {
    html: {
      elements: elements.map((element) => ({
        name: element.tagName,
        description: markdown(element),
        'doc-url': docUrl(element.tagName),
        attributes: (element.attributes ?? []).map((attribute) => ({
          name: attribute.name,
          description: attribute.description ?? '',
          value: attribute.type?.text === 'boolean' ? { type: 'boolean', required: false } : { type: attribute.type?.text ?? 'string' },
          ...(attribute.default !== undefined ? { default: attribute.default } : {}),
        })),
        js: {
          properties: publicFields(element).map((field) => ({
            name: field.name,
            description: field.description ?? '',
            ...(field.type?.text ? { type: field.type.text } : {}),
          })),
          events: (element.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '' })),
        },
        css: {
          parts: (element.cssParts ?? []).map((part) => ({ name: part.name, description: part.description ?? '' })),
          properties: (element.cssProperties ?? []).map((property) => ({ name: property.name, description: property.description ?? '' })),
        },
      })),
    },
  },
};

const write = (file, data) => writeFile(path.join(packageDir, file), JSON.stringify(data, null, 2) + '\n');
await write('vscode.html-custom-data.json', vscode);
await write('web-types.json', webTypes);
console.log(`editor data: ${elements.map((e) => e.tagName).join(', ')} in vscode.html-custom-data.json and web-types.json`);
