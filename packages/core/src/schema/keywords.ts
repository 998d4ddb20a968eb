/**
 * Which JSON Schema keywords the flat subset understands, per kind of field. A keyword that would constrain
 * a value of the field's JSON type but is not understood makes the request unsupported: validating without
 * it would let through answers the server rejects, and the kit never guesses. Keywords that only constrain
 * other JSON types (`minimum` on a string, say) cannot affect the answer and are ignored, as JSON Schema does.
 */

const ANY_TYPE = [
  'type', 'enum', 'const', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else',
  '$ref', '$dynamicRef', '$recursiveRef',
] as const;
const NUMBER = ['multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum'] as const;
const STRING = ['maxLength', 'minLength', 'pattern', 'format', 'contentSchema'] as const;
const ARRAY = [
  'maxItems', 'minItems', 'uniqueItems', 'maxContains', 'minContains', 'prefixItems', 'items',
  'contains', 'unevaluatedItems', 'additionalItems',
] as const;
const OBJECT = [
  'maxProperties', 'minProperties', 'required', 'dependentRequired', 'dependentSchemas', 'properties',
  'patternProperties', 'additionalProperties', 'propertyNames', 'unevaluatedProperties', 'dependencies',
] as const;

export type JsonType = 'string' | 'number' | 'array' | 'object' | 'boolean';

const APPLIES: Record<JsonType, readonly string[]> = {
  string: [...ANY_TYPE, ...STRING],
  number: [...ANY_TYPE, ...NUMBER],
  array: [...ANY_TYPE, ...ARRAY],
  object: [...ANY_TYPE, ...OBJECT],
  boolean: ANY_TYPE,
};

/** Keywords that can constrain a value of `type` but are not in `understood`, in schema order. */
export function unsupportedKeywords(
  schema: object,
  type: JsonType,
  understood: readonly string[],
): string[] {
  const applies = APPLIES[type];
  return Object.keys(schema).filter((k) => applies.includes(k) && !understood.includes(k));
}
