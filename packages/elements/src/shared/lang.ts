/**
 * The closest `lang` of an element, and one page-wide watch on `lang` attributes, so that an element follows
 * a host switching the page's language (or an ancestor's `lang` set or removed) after its first render.
 */

/** The language in force for an element: the closest `lang` attribute, looking through shadow roots. */
export function closestLang(element: Element): string {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang') ?? '';
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return '';
}

/** Something that looks again at its closest `lang` when any `lang` on the page changed. */
export interface LangFollower {
  recheck(): void;
}

const following = new Set<LangFollower>();
const watched = new WeakSet<Node>();
let observer: MutationObserver | undefined;

/**
 * Starts telling `follower` about `lang` changes around `element` (connected), until `unfollowLang`.
 *
 * One MutationObserver serves every element on the page. It watches `lang` attributes in the document and in
 * each shadow root an element sits in (observers do not see into shadow trees), and asks each follower to look
 * again; a follower acts only when its own closest `lang` changed.
 */
export function followLang(follower: LangFollower, element: Element): void {
  following.add(follower);
  let root = element.getRootNode();
  watch(root);
  while (root instanceof ShadowRoot) {
    root = root.host.getRootNode();
    watch(root);
  }
}

export function unfollowLang(follower: LangFollower): void {
  following.delete(follower);
}

function watch(root: Node): void {
  if (watched.has(root) || typeof MutationObserver === 'undefined') return;
  watched.add(root);
  observer ??= new MutationObserver(() => {
    for (const follower of following) follower.recheck();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
}
