/**
 * The frame every story renders in: a wrapper carrying the theme tokens, `dir` and `lang` chosen in the
 * toolbar (or fixed by a story's `globals`). The elements read `lang` from the closest ancestor and the
 * `--mcp-elicit-*` tokens through inheritance, exactly as they would in a host page.
 */
import { html } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import type { Decorator, Preview } from '@storybook/web-components-vite';

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
} as const;

export type Theme = keyof typeof themes;

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
      ],
      dynamicTitle: true,
    },
  },
  dir: {
    description: 'Writing direction of the host page',
    toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
  },
  lang: {
    description: 'Language of the host page (the elements speak English and German)',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: [
        { value: 'en', title: 'English' },
        { value: 'de', title: 'Deutsch' },
        { value: 'ar', title: 'العربية (English text, RTL page)' },
      ],
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = { theme: 'light', dir: 'ltr', lang: 'en' };

export const withFrame: Decorator = (story, { globals }) => {
  const theme = themes[globals['theme'] as Theme] ?? themes.light;
  const style = { ...theme, display: 'block', padding: '1rem', 'border-radius': '0.5rem' };
  return html`<div class="story-frame" dir=${globals['dir'] ?? 'ltr'} lang=${globals['lang'] ?? 'en'} style=${styleMap(style)}>
    ${story()}
  </div>`;
};
