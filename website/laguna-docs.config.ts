import { defineConfig } from 'laguna-docs';

// The documentation of laguna-docs itself, built by laguna-docs from this folder:
// node bin/laguna-docs.js build --config website/laguna-docs.config.ts
// The config and CLI reference pages are generated (docs/reference/); see CONTRIBUTING.md.
export default defineConfig({
  title: 'laguna-docs',
  tagline: 'A fast static site generator for documentation with an OpenAPI reference',
  url: 'https://sloveniaengineering.github.io',
  // Published beside the Laguna site, on the repository's GitHub Pages (.github/workflows/deploy.yml).
  basePath: '/laguna-docs/manual/',
  locales: {
    default: 'en',
    items: [{ code: 'en', label: 'English' }],
  },
  navbar: [
    { type: 'link', label: 'Getting started', to: '/docs/getting-started', position: 'left' },
    { type: 'link', label: 'Guides', to: '/docs/category/guides', position: 'left' },
    { type: 'link', label: 'Config', to: '/docs/reference/config', position: 'left' },
    { type: 'link', label: 'CLI', to: '/docs/reference/cli', position: 'left' },
    { type: 'link', label: 'Blog', to: '/blog', position: 'left' },
    { type: 'external', label: 'GitHub', href: 'https://github.com/SloveniaEngineering/laguna-docs', icon: 'github', position: 'right' },
    { type: 'colorMode', position: 'right' },
  ],
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting started', to: '/docs/getting-started' },
          { label: 'Guides', to: '/docs/category/guides' },
          { label: 'Config reference', to: '/docs/reference/config' },
          { label: 'CLI reference', to: '/docs/reference/cli' },
        ],
      },
      {
        title: 'Project',
        items: [
          { label: 'Release notes', to: '/blog' },
          { label: 'GitHub', href: 'https://github.com/SloveniaEngineering/laguna-docs' },
          { label: 'Changelog', href: 'https://github.com/SloveniaEngineering/laguna-docs/blob/main/CHANGELOG.md' },
          { label: 'Contributing', href: 'https://github.com/SloveniaEngineering/laguna-docs/blob/main/CONTRIBUTING.md' },
        ],
      },
    ],
    copyright: 'Copyright © 2026 SloveniaEngineering. Licensed under the Apache License 2.0.',
  },
  // Release notes, written from the repository's history (content/en/blog/).
  blog: { title: 'Release notes', description: 'What laguna-docs could do at each milestone, from its history.' },
  editUrl: 'https://github.com/SloveniaEngineering/laguna-docs/edit/main/website',
});
