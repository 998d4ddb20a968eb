/**
 * What is wrong with a request, as data (`Problem`: a path and a code), and the list a reading of one collects them
 * in. Apart from the descriptors (fields.ts): each field kind's reader (kinds/) adds to it, and the form's type
 * names the kinds.
 */

export type ProblemCode =
  | 'params-invalid'
  | 'message-invalid'
  | 'mode-unknown'
  | 'url-invalid'
  | 'schema-invalid'
  | 'schema-type'
  | 'properties-invalid'
  | 'property-invalid'
  | 'key-invalid'
  | 'ref-unsupported'
  | 'type-missing'
  | 'type-unknown'
  | 'nested-object'
  | 'items-unsupported'
  | 'keyword-unsupported'
  | 'keyword-invalid'
  | 'format-unsupported'
  | 'range-invalid'
  | 'options-invalid'
  | 'enum-names-invalid'
  | 'default-invalid'
  | 'required-invalid'
  | 'required-unknown';

/**
 * What is wrong with a request, as data: `path` leads from the request params to the offending value,
 * `code` names the kind of fault, `params` carry what a message needs.
 */
export interface Problem {
  path: (string | number)[];
  code: ProblemCode;
  params?: { [name: string]: string | number };
}

export type Path = Problem['path'];

/** The problems a reading of a request has found so far. */
export class Problems {
  readonly list: Problem[] = [];
  add(path: Path, code: ProblemCode, params?: Problem['params']): void {
    this.list.push(params === undefined ? { path, code } : { path, code, params });
  }
}
