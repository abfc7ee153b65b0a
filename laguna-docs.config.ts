import { defineConfig } from 'laguna-docs';

export default defineConfig({
  title: 'Laguna docs',
  tagline: {
    en: 'Documentation for Laguna, a private BitTorrent tracker with a JSON API',
    sl: 'Dokumentacija za Laguno, zasebni sledilnik BitTorrent z API-jem JSON',
  },
  url: 'https://sloveniaengineering.github.io',
  basePath: '/laguna-docs/',
  locales: {
    default: 'en',
    items: [
      { code: 'en', label: 'English' },
      { code: 'sl', label: 'Slovenščina' },
    ],
  },
  openapi: {
    spec: 'openapi/laguna.yaml',
    route: '/api',
  },
  navbar: [
    { type: 'link', label: 'API', to: '/api', position: 'left' },
    { type: 'link', label: { en: 'Docs', sl: 'Dokumentacija' }, to: '/docs/intro', position: 'left' },
    { type: 'external', label: 'GitHub', href: 'https://github.com/SloveniaEngineering/laguna-docs', icon: 'github', position: 'right' },
    { type: 'locales', position: 'right' },
    { type: 'colorMode', position: 'right' },
  ],
  footer: {
    columns: [
      {
        title: { en: 'Docs', sl: 'Dokumentacija' },
        items: [
          { label: { en: 'Introduction', sl: 'Uvod' }, to: '/docs/intro' },
          { label: { en: 'Contributing', sl: 'Prispevanje' }, to: '/docs/contributing' },
          { label: { en: 'API reference', sl: 'Referenca API' }, to: '/api' },
        ],
      },
      {
        title: { en: 'Code', sl: 'Koda' },
        items: [
          { label: 'Backend', href: 'https://github.com/SloveniaEngineering/laguna-backend' },
          { label: 'Frontend', href: 'https://github.com/SloveniaEngineering/laguna-frontend' },
          { label: { en: 'These docs', sl: 'Ta dokumentacija' }, href: 'https://github.com/SloveniaEngineering/laguna-docs' },
        ],
      },
    ],
    copyright: {
      en: 'Copyright © 2023 SloveniaEngineering. Licensed under the Apache License 2.0.',
      sl: 'Avtorske pravice © 2023 SloveniaEngineering. Objavljeno pod licenco Apache 2.0.',
    },
  },
  announcement: {
    id: 'docs-rewrite-2026',
    text: {
      en: 'These docs have been rewritten from scratch: every overview page is new.',
      sl: 'Dokumentacija je napisana na novo: vse strani pregleda so nove.',
    },
    link: { label: { en: 'Start reading', sl: 'Začnite brati' }, to: '/docs/intro' },
  },
  favicon: 'img/favicon.svg',
  logo: 'img/logo.svg',
  version: '0.0.0',
  // The site has one docs version; its specification wants the navbar to name it.
  docsVersionLabel: 'Next',
  toc: { minLevel: 2, maxLevel: 3 },
  editUrl: 'https://github.com/SloveniaEngineering/laguna-docs/edit/master',
  lastUpdated: true,
  socialCards: true,
  // The site's specification: broken markdown links only produce a warning.
  onBrokenMarkdownLinks: 'warn',
});
