/**
 * The string formats of the flat subset, listed once: the request's types (the wire's `format`), the parser's list
 * of what it understands, the answers' issue codes and every table keyed by a format derive from this list. A new
 * format here is a compile error in each table that must then have it: its check (validate/formats.ts), what a
 * draft may bring back for it (`SHAPES`, kinds/raw-values.ts), its control (the elements' form/fields.ts), its words
 * (`issue.<format>` in each language's table).
 */
export const TEXT_FORMATS = ['email', 'uri', 'date', 'date-time'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];
