/**
 * The tag names and the one way the kit registers a tag. Kept apart from the elements so that each entry can
 * name a tag without importing (and registering) the other element.
 */
export const FORM_TAG = 'mcp-elicit-form';
export const URL_TAG = 'mcp-elicit-url';

/**
 * Defines `tag` unless something already did: two bundles of the kit on one page, or a hot reload, leave the
 * first definition in place instead of throwing.
 */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
