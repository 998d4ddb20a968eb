/**
 * The elements' custom-elements.json (written by `pnpm build`), trimmed to the public API: Storybook turns
 * every member it finds into a control, and the docs pages list properties, methods, events, parts and
 * tokens from here, so private and protected fields must not show up in either.
 */
import raw from '@mcp-elicit/elements/custom-elements.json';

export interface ManifestItem {
  name: string;
  kind?: string;
  description?: string;
  summary?: string;
  privacy?: string;
  static?: boolean;
  default?: string;
  fieldName?: string;
  attribute?: string;
  type?: { text: string };
  parameters?: { name: string; type?: { text: string } }[];
  return?: { type?: { text: string } };
}

export interface ManifestElement {
  name: string;
  tagName?: string;
  customElement?: boolean;
  summary?: string;
  description?: string;
  members?: ManifestItem[];
  attributes?: ManifestItem[];
  events?: ManifestItem[];
  cssParts?: ManifestItem[];
  cssProperties?: ManifestItem[];
}

interface Manifest {
  schemaVersion: string;
  modules: { kind: string; path: string; declarations?: ManifestElement[] }[];
}

const isPublic = (m: ManifestItem) => (m.privacy === undefined || m.privacy === 'public') && !m.static;

/** The manifest with non-public and static members removed. */
export const manifest: Manifest = {
  ...(raw as Manifest),
  modules: (raw as Manifest).modules.map((module) => ({
    ...module,
    declarations: module.declarations?.map((d) => (d.members ? { ...d, members: d.members.filter(isPublic) } : d)),
  })),
};

/**
 * What Storybook gets for its controls: the public manifest without CSS parts. Storybook keys every
 * argType by bare name, so parts named like properties (`server`, `message`, `form`) would replace those
 * properties' controls; the docs pages list the parts from `manifest` instead.
 */
export const controlsManifest: Manifest = {
  ...manifest,
  modules: manifest.modules.map((module) => ({
    ...module,
    declarations: module.declarations?.map(({ cssParts: _parts, ...d }) => d),
  })),
};

/** The declaration of a custom element by tag name; throws when the manifest lacks it (run `pnpm build`). */
export function element(tagName: string): ManifestElement {
  for (const module of manifest.modules) {
    const found = module.declarations?.find((d) => d.tagName === tagName);
    if (found) return found;
  }
  throw new Error(`<${tagName}> is not in custom-elements.json; run \`pnpm build\` at the workspace root`);
}
