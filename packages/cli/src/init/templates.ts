import { manualPage } from '@laguna-docs/shared';

/** What `laguna-docs init` asks for, checked already (see `initOptions.ts`). */
export interface SiteTemplateOptions {
  title: string;
  /** Locale codes, the default one first. */
  locales: string[];
  openapi: boolean;
  /** Starts and ends with `/`. */
  basePath: string;
  /** Name for `package.json`. */
  packageName: string;
  /** How the site's `package.json` names laguna-docs: the spec that installs the running one (see `lagunaDependency`). */
  dependency: string;
  /** The deploy workflow's text, when not the one that builds on one runner (see shardedWorkflow.ts). */
  workflow?: string;
}

/** A file of the new site: its path relative to the site's folder, and its text. */
export interface TemplateFile {
  path: string;
  text: string;
}

/** The language's name in itself (`sl` → `Slovenščina`), as the language menu shows it; the code when unknown. */
export function localeLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    if (name && name !== code) return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    // An unknown code: the code itself is a fine label.
  }
  return code;
}

// Line breaks and other control characters escaped too, so any value stays one string literal.
const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/[\u0000-\u001f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;

function configFile(options: SiteTemplateOptions): string {
  const [defaultLocale] = options.locales;
  const lines = [
    "import { defineConfig } from 'laguna-docs';",
    '',
    `// Every option, with its default: ${manualPage('docs/reference/config')}`,
    'export default defineConfig({',
    `  title: ${quote(options.title)},`,
    `  tagline: ${quote('Documentation, guides and API reference')},`,
    "  // The site's address without the path; for GitHub Pages, https://<user or organisation>.github.io.",
    "  url: 'https://example.org',",
    "  // Where the site lives below that address: '/' for a site of its own, '/<repository>/' for a GitHub Pages project site.",
    `  basePath: ${quote(options.basePath)},`,
    '  locales: {',
    `    default: ${quote(defaultLocale ?? 'en')},`,
    `    items: [${options.locales.map((code) => `{ code: ${quote(code)}, label: ${quote(localeLabel(code))} }`).join(', ')}],`,
    '  },',
    ...(options.openapi ? ['  openapi: {', "    spec: 'openapi/openapi.yaml',", "    route: '/api',", '  },'] : []),
    '  navbar: [',
    "    { type: 'link', label: 'Docs', to: '/docs/intro', position: 'left' },",
    ...(options.openapi ? ["    { type: 'link', label: 'API', to: '/api', position: 'left' },"] : []),
    ...(options.locales.length > 1 ? ["    { type: 'locales', position: 'right' },"] : []),
    "    { type: 'colorMode', position: 'right' },",
    '  ],',
    '  footer: {',
    '    columns: [',
    '      {',
    "        title: 'Docs',",
    "        items: [{ label: 'Introduction', to: '/docs/intro' }" + (options.openapi ? ", { label: 'API reference', to: '/api' }" : '') + '],',
    '      },',
    '    ],',
    `    copyright: ${quote(`Copyright © ${new Date().getFullYear()} ${options.title}`)},`,
    '  },',
    '});',
    '',
  ];
  return lines.join('\n');
}

function homePage(options: SiteTemplateOptions): string {
  return `---
layout: home
title: ${JSON.stringify(options.title)}
hero:
  title: ${JSON.stringify(options.title)}
  tagline: Documentation, guides and API reference
  actions:
    - text: Get started
      link: /docs/intro
${options.openapi ? '    - text: API reference\n      link: /api\n      variant: secondary\n' : ''}features:
  - title: Write in markdown
    details: Every page is a markdown file under content/. Save it and the open page updates.
    icon: book
    link: /docs/intro
${options.openapi ? '  - title: Reference from OpenAPI\n    details: The API description in openapi/ becomes a page per operation, with examples.\n    icon: api\n    link: /api\n' : ''}  - title: Publish anywhere
    details: The build writes plain HTML files that any static host serves.
    icon: rocket
    link: /docs/guides/deploy
---
`;
}

function introPage(options: SiteTemplateOptions): string {
  return `---
sidebar_position: 1
description: What this documentation covers and where to start.
---

# Introduction

Welcome to the documentation of ${options.title}. This page is \`content/${options.locales[0]}/docs/intro.md\`:
edit it, save, and the page in your browser updates.

## Where things are

- Pages in \`content/${options.locales[0]}/docs/\` make up the docs and their sidebar; folders become
  categories, ordered by the number in front of file names.
- The home page is \`content/${options.locales[0]}/pages/index.md\`.
${options.openapi ? '- The API reference is made from `openapi/openapi.yaml`: see [the API reference](/api).\n' : ''}- Files in \`static/\` are published as they are.

## Next

Read [how to write pages](./guides/01-writing.md), then [how to publish the site](./guides/02-deploy.md).
`;
}

const WRITING = `---
description: Markdown, links, admonitions and code blocks.
---

# Writing pages

Pages are markdown (CommonMark with GitHub's tables and task lists). The first \`# heading\` is the
page's title, and \`##\` and \`###\` headings make the table of contents on the right.

## Links

Link to another page by its file, [like this](../intro.md), or by its route, [like this](/docs/intro).
Broken links fail the build, with the file and line of each.

## Admonitions

:::tip
Admonitions are \`:::note\`, \`:::tip\`, \`:::info\`, \`:::caution\` and \`:::danger\`, closed by \`:::\`.
:::

## Code blocks

\`\`\`ts title="example.ts" {2}
export function greet(name: string): string {
  return \`Hello, \${name}!\`;
}
\`\`\`
`;

const DEPLOY = `---
description: Build the site and publish it on GitHub Pages or any static host.
---

# Publishing

\`npm run build\` writes the site into \`build/\`, and checks every link first. Any static host can
serve that folder.

## GitHub Pages

The workflow in \`.github/workflows/deploy.yml\` builds the site and publishes it on every push to
\`main\`. In the repository's settings, under **Pages**, choose **GitHub Actions** as the source. Set
\`url\` in \`laguna-docs.config.ts\` to \`https://<user or organisation>.github.io\` and, for a project
site, \`basePath\` to \`/<repository>/\`.
`;

const CATEGORY = `label: Guides
position: 2
link:
  type: generated-index
  description: How to write and publish this site.
`;

function openapiSpec(options: SiteTemplateOptions): string {
  return `openapi: 3.1.0
info:
  title: ${JSON.stringify(`${options.title} API`)}
  version: 1.0.0
  description: |
    A small example API: replace this file with your own OpenAPI 3.0 or 3.1 description.
servers:
  - url: https://api.example.org/v1
tags:
  - name: Items
    description: The items of the example API.
paths:
  /items:
    get:
      operationId: listItems
      summary: List items
      tags: [Items]
      parameters:
        - name: limit
          in: query
          description: How many items to return at most.
          schema: { type: integer, minimum: 1, maximum: 100, default: 20 }
      responses:
        "200":
          description: The items, newest first.
          content:
            application/json:
              schema:
                type: array
                items: { $ref: "#/components/schemas/Item" }
    post:
      operationId: createItem
      summary: Create an item
      tags: [Items]
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "#/components/schemas/NewItem" }
      responses:
        "201":
          description: The item, as it was stored.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Item" }
        "400":
          description: The item is not valid.
  /items/{id}:
    get:
      operationId: getItem
      summary: Get an item
      tags: [Items]
      parameters:
        - name: id
          in: path
          required: true
          schema: { type: string }
      responses:
        "200":
          description: The item.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Item" }
        "404":
          description: There is no item with this id.
components:
  schemas:
    NewItem:
      type: object
      required: [name]
      properties:
        name: { type: string, description: The item's name., example: First item }
        done: { type: boolean, default: false }
    Item:
      allOf:
        - $ref: "#/components/schemas/NewItem"
        - type: object
          required: [id, createdAt]
          properties:
            id: { type: string, example: itm_42 }
            createdAt: { type: string, format: date-time }
`;
}

/** TypeScript for `npm run typecheck`, which checks the config against laguna-docs's types. */
export const TYPESCRIPT_RANGE = '^5.9.3';

export function packageJson(options: Pick<SiteTemplateOptions, 'packageName' | 'dependency'>): string {
  const manifest = {
    name: options.packageName,
    private: true,
    type: 'module',
    scripts: { dev: 'laguna-docs serve --watch', build: 'laguna-docs build', serve: 'laguna-docs serve', typecheck: 'tsc --noEmit' },
    dependencies: { 'laguna-docs': options.dependency },
    devDependencies: { typescript: TYPESCRIPT_RANGE },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, noEmit: true, skipLibCheck: true, types: [] },
    include: ['laguna-docs.config.ts'],
  },
  null,
  2,
)}\n`;

export const GITIGNORE = `node_modules/
build/
.DS_Store
`;

/** The GitHub Actions workflow: build (keeping the parse cache between runs), then publish to GitHub Pages. */
export const DEPLOY_WORKFLOW = `name: Deploy to GitHub Pages

on:
  push:
    branches: [main]
  workflow_dispatch:

permissions:
  contents: read
  pages: write
  id-token: write

concurrency:
  group: pages
  cancel-in-progress: false

jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
      - run: npm install
      # Parse results and the loaded OpenAPI description, kept between runs; a stale entry is made again.
      - uses: actions/cache@v4
        with:
          path: node_modules/.cache/laguna-docs
          key: laguna-docs-\${{ github.sha }}
          restore-keys: laguna-docs-
      - uses: actions/configure-pages@v5
      - run: npm run build
      - uses: actions/upload-pages-artifact@v3
        with:
          path: build

  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: github-pages
      url: \${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
`;

/** Every file of a new site. Other locales get an empty folder: their pages show the default locale's text until translated. */
export function siteTemplate(options: SiteTemplateOptions): TemplateFile[] {
  const [first, ...others] = options.locales;
  const content = `content/${first}`;
  return [
    { path: 'laguna-docs.config.ts', text: configFile(options) },
    { path: 'package.json', text: packageJson(options) },
    { path: 'tsconfig.json', text: TSCONFIG },
    { path: '.gitignore', text: GITIGNORE },
    { path: `${content}/pages/index.md`, text: homePage(options) },
    { path: `${content}/docs/intro.md`, text: introPage(options) },
    { path: `${content}/docs/guides/_category_.yml`, text: CATEGORY },
    { path: `${content}/docs/guides/01-writing.md`, text: WRITING },
    { path: `${content}/docs/guides/02-deploy.md`, text: DEPLOY },
    ...others.map((code) => ({ path: `content/${code}/.gitkeep`, text: '' })),
    ...(options.openapi ? [{ path: 'openapi/openapi.yaml', text: openapiSpec(options) }] : []),
    { path: 'static/.nojekyll', text: '' },
    { path: '.github/workflows/deploy.yml', text: options.workflow ?? DEPLOY_WORKFLOW },
  ];
}
