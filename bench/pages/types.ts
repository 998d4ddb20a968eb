/** What the harness needs from each renderer bundle. */
export interface Case {
  id: string;
  /** The MCP `elicitation/create` params. */
  request: { message: string; requestedSchema: { type: 'object'; properties: Record<string, Record<string, unknown>>; required?: string[] } };
  /** The same schema for rjsf, and its uiSchema. */
  rjsf: { schema: Record<string, unknown>; uiSchema: Record<string, unknown> };
  fields: number;
}

export interface Renderer {
  /** The timed part: turn the case into a form in `container` (already in the document). */
  mount(container: HTMLElement, c: Case): void | Promise<void>;
  /** Controls (input, select, button) and distinct field names, to check all renderers show the same form. */
  count(container: HTMLElement): { controls: number; fields: number };
  unmount(container: HTMLElement): void;
}

declare global {
  var __benchRenderers: Record<string, Renderer> | undefined;
  var __benchLoaded: Record<string, number> | undefined;
}

export function register(name: string, renderer: Renderer): void {
  (globalThis.__benchRenderers ??= {})[name] = renderer;
  (globalThis.__benchLoaded ??= {})[name] = performance.now();
}

/** Counts the controls under `root` and the distinct `name`s among them. */
export function countControls(root: ParentNode): { controls: number; fields: number } {
  const controls = [...root.querySelectorAll<HTMLInputElement>('input, select, textarea, button')];
  const names = new Set(controls.filter((c) => c.name && c.tagName !== 'BUTTON').map((c) => c.name));
  return { controls: controls.length, fields: names.size };
}
