import type { Theme } from '@laguna-docs/shared';
import { Layout } from './components/Layout.js';
import { CategoryContent, HomeContent, NotFoundContent } from './components/content.js';
import { Admonition, CodeBlock } from './components/markdown.js';
import { en } from './strings/en.js';
import { sl } from './strings/sl.js';

/** The default theme. */
export const theme: Theme = {
  name: '@laguna-docs/theme-default',
  Layout,
  markdownComponents: { admonition: Admonition, 'code-block': CodeBlock },
  HomeContent,
  CategoryContent,
  NotFoundContent,
  contentRenderers: {},
  stylesheet: '@laguna-docs/theme-default/theme.css',
  strings: { en, sl },
  clientEntry: '@laguna-docs/theme-default/client',
};

export default theme;
