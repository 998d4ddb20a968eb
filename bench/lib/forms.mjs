// The benchmark's forms, as MCP `elicitation/create` params, and the same schema as rjsf takes it.
// Plain JavaScript so that both the Node side and the page bundles (esbuild) import it.

/** Who asks, for the kit's header (the plain renderer prints the same line). */
export const SERVER = { name: 'everything', title: 'Everything Server', version: '2026.8.31' };

const KINDS = ['string', 'number', 'boolean', 'enum'];

/**
 * A generated flat form of `n` fields, rotating string / number (0..1000) / boolean / 5-option enum. Every field
 * has a title and a description; every 5th field (0, 5, 10, …) is required. `nonce` makes every text different, so
 * a cache keyed by content cannot recognise the schema.
 */
export function generatedRequest(n, nonce = '') {
  const properties = {};
  const required = [];
  for (let i = 0; i < n; i++) {
    const key = `field${String(i).padStart(3, '0')}`;
    const base = { title: `Field ${i + 1}${nonce}`, description: `Help text for field ${i + 1}: what the server wants here.${nonce}` };
    switch (KINDS[i % 4]) {
      case 'string':
        properties[key] = { type: 'string', ...base };
        break;
      case 'number':
        properties[key] = { type: 'number', minimum: 0, maximum: 1000, ...base };
        break;
      case 'boolean':
        properties[key] = { type: 'boolean', ...base };
        break;
      default:
        properties[key] = { type: 'string', enum: ['alpha', 'bravo', 'charlie', 'delta', 'echo'], ...base };
    }
    if (i % 5 === 0) required.push(key);
  }
  return {
    message: `Please fill in these ${n} fields.${nonce}`,
    requestedSchema: { type: 'object', properties, required },
  };
}

/** A deep copy whose every string (titles, descriptions, message) carries `nonce`: a request never seen before. */
export function uniqueCopy(request, nonce) {
  const copy = structuredClone(request);
  copy.message = `${copy.message} ${nonce}`;
  for (const prop of Object.values(copy.requestedSchema.properties)) {
    prop.description = `${prop.description ?? ''} ${nonce}`;
  }
  return copy;
}

/**
 * The same schema as rjsf takes it: multi-selects get `uniqueItems: true` (rjsf's condition for a multi-select) and
 * `ui:widget: checkboxes` (the kit's checkbox group); `enumNames`, which rjsf ignores, is dropped.
 */
export function rjsfOf(request) {
  const schema = structuredClone(request.requestedSchema);
  const uiSchema = {};
  for (const [key, prop] of Object.entries(schema.properties)) {
    if (prop.type === 'array') {
      prop.uniqueItems = true;
      uiSchema[key] = { 'ui:widget': 'checkboxes' };
    }
    delete prop.enumNames;
  }
  return { schema, uiSchema };
}
