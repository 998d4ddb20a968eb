/**
 * The form's fields in one child position of its template: built by hand when the request changes and brought
 * up to date in place on each render (see fields.ts for why). Lit leaves the nodes to this directive.
 */
import { noChange } from 'lit';
import { Directive, directive, PartType, type ChildPart, type PartInfo } from 'lit/directive.js';
import type { Field, ParsedForm } from '@mcp-elicit/core';
import { buildField, type FieldDom, type FieldState, type FieldTexts } from './fields.js';

/** What the fields show on this render. */
export interface FieldList {
  form: ParsedForm;
  texts: FieldTexts;
  state(field: Field): FieldState;
}

class FieldListDirective extends Directive {
  private form: ParsedForm | undefined;
  private doms: FieldDom[] = [];

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.CHILD) throw new Error('fieldList() belongs in a child position');
  }

  /** Types the directive's argument; `update` does the work. */
  render(list: FieldList): unknown {
    void list;
    return noChange;
  }

  override update(part: ChildPart, [list]: [FieldList]): unknown {
    const fresh = list.form !== this.form;
    if (fresh) {
      for (const dom of this.doms) dom.root.remove();
      this.form = list.form;
      this.doms = list.form.fields.map((field, index) => buildField(field, index));
    }
    // Brought up to date before they are inserted: the new nodes go in once, complete.
    for (const dom of this.doms) dom.update(list.state(dom.field), list.texts);
    if (fresh) {
      const fragment = document.createDocumentFragment();
      fragment.append(...this.doms.map((dom) => dom.root));
      part.startNode?.parentNode?.insertBefore(fragment, part.endNode);
    }
    return noChange;
  }
}

/** The fields of `list.form`, showing `list.state` of each. */
export const fieldList = directive(FieldListDirective);
