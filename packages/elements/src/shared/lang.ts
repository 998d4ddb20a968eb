/** The language in force for an element: the closest `lang` attribute, looking through shadow roots. */
export function closestLang(element: Element): string {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang') ?? '';
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return '';
}
