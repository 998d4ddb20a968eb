import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The language in force for an element: the closest `lang` attribute, looking through shadow roots. */
export function closestLang(element: Element): string {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang') ?? '';
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return '';
}

/**
 * Follows the closest `lang` of its host: when it changes after the first render (a host switching the page's
 * language, an ancestor's `lang` set or removed), the host updates and so speaks the new language.
 *
 * One MutationObserver serves every element on the page. It watches `lang` attributes in the document and in
 * each shadow root an element sits in (observers do not see into shadow trees), and asks each connected
 * element to look again; an element updates only when its own closest `lang` changed.
 */
export class LangController implements ReactiveController {
  /** The closest `lang` when last looked at. */
  private seen = '';

  constructor(private readonly host: ReactiveControllerHost & Element) {
    host.addController(this);
  }

  /** The language in force now. */
  current(): string {
    return closestLang(this.host);
  }

  hostConnected(): void {
    this.seen = this.current();
    following.add(this);
    let root = this.host.getRootNode();
    watch(root);
    while (root instanceof ShadowRoot) {
      root = root.host.getRootNode();
      watch(root);
    }
  }

  hostDisconnected(): void {
    following.delete(this);
  }

  /** Looks again; updates the host when its language changed. */
  recheck(): void {
    const lang = this.current();
    if (lang === this.seen) return;
    this.seen = lang;
    this.host.requestUpdate();
  }
}

const following = new Set<LangController>();
const watched = new WeakSet<Node>();
let observer: MutationObserver | undefined;

function watch(root: Node): void {
  if (watched.has(root) || typeof MutationObserver === 'undefined') return;
  watched.add(root);
  observer ??= new MutationObserver(() => {
    for (const controller of following) controller.recheck();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
}
