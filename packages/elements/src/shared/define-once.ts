/**
 * The one way the kit registers a tag. Each element's `define.ts` uses it, so that every entry (the everything
 * entry, `/form`, `/url`, `/presenter`) may register the same tag again without throwing.
 */

/**
 * Defines `tag` unless something already did: two bundles of the kit on one page, or a hot reload, leave the
 * first definition in place instead of throwing.
 */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
