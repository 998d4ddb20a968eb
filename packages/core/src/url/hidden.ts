/**
 * Characters a person cannot see, or sees as blank: format and control characters, line and paragraph
 * separators, spaces other than the plain one, default-ignorable code points (variation selectors, the Hangul
 * fillers, the Khmer inherent vowels…) and the braille blank, a symbol that prints nothing.
 */
export const HIDDEN = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\p{DI}\u2800]/u;
export const HIDDEN_ALL = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\p{DI}\u2800]/gu;
