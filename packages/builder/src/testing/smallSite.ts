import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFiles } from './siteFiles.js';

/**
 * The config of `SMALL_SITE`, a `defineConfig` call in `laguna-docs.config.ts` as the Laguna site's: two
 * locales, a base path, an API reference, social cards, edit URLs and last updates.
 */
const CONFIG = `import { defineConfig } from 'laguna-docs';

export default defineConfig({
  title: 'Small docs',
  url: 'https://example.org',
  basePath: '/site/',
  locales: {
    default: 'en',
    items: [
      { code: 'en', label: 'English' },
      { code: 'sl', label: 'Slovenščina' },
    ],
  },
  openapi: { spec: 'openapi/api.yaml', route: '/api' },
  navbar: [
    { type: 'link', label: 'API', to: '/api', position: 'left' },
    { type: 'link', label: { en: 'Docs', sl: 'Dokumentacija' }, to: '/docs/intro', position: 'left' },
    { type: 'locales', position: 'right' },
  ],
  toc: { minLevel: 2, maxLevel: 3 },
  editUrl: 'https://example.org/edit/main',
  lastUpdated: true,
  socialCards: true,
});
`;

const SPEC = `openapi: 3.1.0
info:
  title: Small API
  version: '1'
  description: Read [the introduction](/docs/intro) first.
tags:
  - name: meta
    description: The service itself.
  - name: items
    description: Items, see [the first guide](/docs/guides/install).
paths:
  /misc/healthcheck:
    get:
      tags: [meta]
      operationId: healthcheck
      summary: Check that the service is up
      security: []
      responses:
        '200':
          description: The service is up.
  /items:
    get:
      tags: [items]
      operationId: list_items
      summary: List the items
      parameters:
        - { name: page, in: query, schema: { type: integer, minimum: 1 } }
      responses:
        '200':
          description: A page of items.
          content:
            application/json:
              schema: { type: array, items: { $ref: '#/components/schemas/Item' } }
    post:
      tags: [items]
      operationId: create_item
      summary: Add an item
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Item' }
      responses:
        '201':
          description: The item was added.
components:
  schemas:
    Item:
      type: object
      required: [id, name]
      properties:
        id: { type: integer, format: int64 }
        name: { type: string, description: The item's name. }
        tags: { type: array, items: { type: string } }
`;

const INTRO = `# Introduction

What this project does, in a few words. Read [the guides](./guides/01-install.md) or go straight to
[the API](/api/healthcheck).

## The three parts

1. The service, which answers [the API](/api).
2. The tools, set up as [the second guide](./guides/02-configure.md#the-settings) says.
3. These docs.

## State of the project

It works, and it changes.

:::tip
Keep the cache between builds.
:::
`;

/**
 * A small site shaped like the Laguna site, for the tests of a mechanism that do not need its size: a home
 * page, docs in a folder with a category and an index, one page translated into Slovenian (the others shown
 * untranslated), an API reference of three operations and a schema, in both locales.
 */
export const SMALL_SITE: Record<string, string> = {
  'laguna-docs.config.ts': CONFIG,
  'openapi/api.yaml': SPEC,
  'content/en/pages/index.md': '# Home\n\nStart with [the docs](/docs/intro).\n',
  'content/en/docs/index.md': '# Docs\n\nStart with [the introduction](./intro.md).\n',
  'content/en/docs/intro.md': INTRO,
  'content/en/docs/guides/_category_.yml': 'label: Guides\nposition: 2\n',
  'content/en/docs/guides/01-install.md': '# Install\n\nRun the installer.\n\n```bash\nnpx tool install --yes\n```\n\n## Check it\n\nSee [the health check](/api/healthcheck) and [the settings](./02-configure.md#the-settings).\n',
  'content/en/docs/guides/02-configure.md': '# Configure\n\nBack to [the introduction](../intro.md#the-three-parts).\n\n## The settings\n\n| setting | value |\n| --- | --- |\n| cache | on |\n| items | `list_items` |\n\n## Later\n\n- one\n- two\n',
  'content/sl/pages/index.md': '# Domov\n\nZačnite z [dokumentacijo](/docs/intro).\n',
  'content/sl/docs/intro.md': '# Uvod\n\nKaj projekt dela. Preberite [vodnike](./guides/01-install.md).\n\n## Trije deli {#the-three-parts}\n\nStoritev, orodja in dokumentacija.\n',
};

/** `SMALL_SITE` in a new temporary folder named `laguna-<name>-…`; its path. */
export function smallSite(name: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `laguna-${name}-`));
  writeFiles(root, SMALL_SITE);
  return root;
}

