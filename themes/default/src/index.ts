import { BLOG_RENDERER, type Theme } from '@laguna-docs/shared';
import { ApiIntroContent, ApiOperationContent, ApiSchemaContent } from './components/api/index.js';
import { Layout } from './components/Layout.js';
import { BlogContent } from './content/BlogContent.js';
import { components } from './components/originals.js';
import { CategoryContent } from './content/CategoryContent.js';
import { ContentProvider } from './content/ContentProvider.js';
import { HomeContent } from './content/HomeContent.js';
import { NotFoundContent } from './content/NotFoundContent.js';
import { Admonition } from './markdown/Admonition.js';
import { CodeBlock, codeBlockMarkup } from './markdown/CodeBlock.js';
import { Table } from './markdown/Table.js';
import { de } from './strings/de.js';
import { en } from './strings/en.js';
import { es } from './strings/es.js';
import { fr } from './strings/fr.js';
import { it } from './strings/it.js';
import { sl } from './strings/sl.js';

/** The default theme. */
export const theme: Theme = {
  name: '@laguna-docs/theme-default',
  Layout,
  markdownComponents: { admonition: Admonition, 'code-block': CodeBlock, table: Table },
  markdownMarkup: { 'code-block': codeBlockMarkup },
  HomeContent,
  CategoryContent,
  NotFoundContent,
  contentRenderers: {
    apiIntro: ApiIntroContent,
    apiOperation: ApiOperationContent,
    apiSchema: ApiSchemaContent,
    [BLOG_RENDERER]: BlogContent,
  },
  ContentProvider,
  stylesheet: '@laguna-docs/theme-default/theme.css',
  featureStylesheets: { tabs: '@laguna-docs/theme-default/tabs.css', api: '@laguna-docs/theme-default/api.css', versions: '@laguna-docs/theme-default/versions.css' },
  strings: { en, sl, de, fr, es, it },
  // The navbar's primary colours, dark: the card reads well as a small preview in a feed.
  socialCard: { background: '#0c4a63', text: '#ffffff', muted: '#b9dcea', accent: '#7fd3f0' },
  clientEntry: '@laguna-docs/theme-default/client',
  controlsEntry: '@laguna-docs/theme-default/controls',
  components,
};

export default theme;
