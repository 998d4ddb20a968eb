/**
 * The frame every story renders in: a wrapper carrying the theme tokens, `dir` and `lang` chosen in the
 * toolbar (or fixed by a story's `globals`). The elements read `lang` from the closest ancestor and the
 * `--mcp-elicit-*` tokens through inheritance, exactly as they would in a host page.
 */
import { html } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import type { Decorator, Preview } from '@storybook/web-components-vite';
import { resolveLocale, type LocaleCode } from '@mcp-elicit/core';
import shadcnTheme from '@mcp-elicit/elements/themes/shadcn.css?raw';
import './shadcn-app.css';

// The kit's shadcn theme, as an app imports it, but for the frames of the shadcn themes only (@scope): the other
// themes set their tokens on the frame, which a theme set on the elements themselves would override.
const scoped = document.createElement('style');
scoped.textContent = `@scope (.shadcn-app) { ${shadcnTheme} }`;
document.head.append(scoped);

type Tokens = Record<`--mcp-elicit-${string}`, string>;

/** The elements' own dark defaults (packages/elements/src/shared/tokens.styles.ts), set explicitly. */
export const darkTokens: Tokens = {
  '--mcp-elicit-color-background': '#1c2128',
  '--mcp-elicit-color-text': '#e6edf3',
  '--mcp-elicit-color-muted': '#b1bac4',
  '--mcp-elicit-color-border': '#768390',
  '--mcp-elicit-color-surface': '#22272e',
  '--mcp-elicit-color-accent': '#6cb6ff',
  '--mcp-elicit-color-on-accent': '#0d1117',
  '--mcp-elicit-color-error': '#ff938a',
  '--mcp-elicit-color-warning-background': '#3d3000',
  '--mcp-elicit-color-warning-text': '#ffe08a',
  '--mcp-elicit-color-focus': '#6cb6ff',
};

/** A host brand: serif type, roomier spacing, round corners, a plum accent on warm paper. */
export const brandTokens: Tokens = {
  '--mcp-elicit-font-family': "Georgia, 'Times New Roman', serif",
  '--mcp-elicit-font-size': '1.0625rem',
  '--mcp-elicit-radius': '1rem',
  '--mcp-elicit-spacing': '1rem',
  '--mcp-elicit-padding': '1.5rem',
  '--mcp-elicit-color-background': '#fdf8f3',
  '--mcp-elicit-color-text': '#2b1d0e',
  '--mcp-elicit-color-muted': '#5c4a3a',
  '--mcp-elicit-color-border': '#8a7664',
  '--mcp-elicit-color-surface': '#f3e9dd',
  '--mcp-elicit-color-accent': '#6b2170',
  '--mcp-elicit-color-on-accent': '#ffffff',
  '--mcp-elicit-color-error': '#a4161a',
  '--mcp-elicit-color-warning-background': '#fff1c2',
  '--mcp-elicit-color-warning-text': '#4a3500',
  '--mcp-elicit-color-focus': '#6b2170',
};

const themes = {
  light: { 'color-scheme': 'light', background: '#ffffff', color: '#1b1f24' },
  dark: { 'color-scheme': 'dark', background: '#0d1117', color: '#e6edf3', ...darkTokens },
  brand: { 'color-scheme': 'light', background: '#efe4d6', color: '#2b1d0e', ...brandTokens },
  // A shadcn/ui app's palette (shadcn-app.css, the class below) read by the kit's shadcn theme.
  shadcn: {},
  'shadcn-dark': {},
} as const;
/** The frame's class for each theme that takes its palette from a stylesheet. */
const frameClass: Partial<Record<Theme, string>> = { shadcn: 'shadcn-app', 'shadcn-dark': 'shadcn-app dark' };

export type Theme = keyof typeof themes;

/** The languages the elements ship (`LOCALES` in core), by their own names, and whether they read right to left. */
export const LANGUAGES = [
  { value: 'en', title: 'English', rtl: false },
  { value: 'de', title: 'Deutsch', rtl: false },
  { value: 'fr', title: 'Français', rtl: false },
  { value: 'es', title: 'Español', rtl: false },
  { value: 'pt-BR', title: 'Português (Brasil)', rtl: false },
  { value: 'it', title: 'Italiano', rtl: false },
  { value: 'ja', title: '日本語', rtl: false },
  { value: 'zh-Hans', title: '简体中文', rtl: false },
  { value: 'ar', title: 'العربية', rtl: true },
  { value: 'he', title: 'עברית', rtl: true },
] as const satisfies readonly { value: LocaleCode; title: string; rtl: boolean }[];

/** The direction a page in `lang` has: what the toolbar's "By language" means. */
export function directionOf(lang: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.value === resolveLocale(lang))?.rtl ? 'rtl' : 'ltr';
}

export const globalTypes: Preview['globalTypes'] = {
  theme: {
    description: 'Theme tokens around the element',
    toolbar: {
      title: 'Theme',
      icon: 'paintbrush',
      items: [
        { value: 'light', title: 'Light (defaults)' },
        { value: 'dark', title: 'Dark tokens' },
        { value: 'brand', title: 'Custom brand tokens' },
        { value: 'shadcn', title: 'shadcn/ui (themes/shadcn.css)' },
        { value: 'shadcn-dark', title: 'shadcn/ui, dark (themes/shadcn.css)' },
      ],
      dynamicTitle: true,
    },
  },
  dir: {
    description: 'Writing direction of the host page (auto: right to left for Arabic and Hebrew)',
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      items: [
        { value: 'auto', title: 'By language' },
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left' },
      ],
      dynamicTitle: true,
    },
  },
  lang: {
    description: 'Language of the host page: the elements speak every language listed',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: LANGUAGES.map(({ value, title }) => ({ value, title })),
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = { theme: 'light', dir: 'auto', lang: 'en' };

export const withFrame: Decorator = (story, { globals }) => {
  const name: Theme = (globals['theme'] as Theme) in themes ? (globals['theme'] as Theme) : 'light';
  const theme = themes[name];
  const style = { ...theme, display: 'block', padding: '1rem', 'border-radius': '0.5rem' };
  const lang = String(globals['lang'] ?? 'en');
  const dir = globals['dir'] === 'ltr' || globals['dir'] === 'rtl' ? globals['dir'] : directionOf(lang);
  return html`<div class="story-frame ${frameClass[name] ?? ''}" dir=${dir} lang=${lang} style=${styleMap(style)}>
    ${story()}
  </div>`;
};
