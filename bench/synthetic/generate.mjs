#!/usr/bin/env node
// Generates the synthetic site the benchmark builds: `node bench/synthetic/generate.mjs --docs 5000
// --operations 500 --out <dir> [--seed 1] [--translated 0.6]`. Deterministic for a given seed.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateDoc } from './markdown.mjs';
import { generateSpec } from './openapi.mjs';
import { childSeed, createRandom } from './random.mjs';
import { WORDS } from './words.mjs';
import { toYaml } from './yaml.mjs';

/** Config files written beside the content: with the OpenAPI spec, and without it. */
export const CONFIG_WITH_API = 'laguna-docs.config.mjs';
export const CONFIG_DOCS_ONLY = 'laguna-docs.docs-only.config.mjs';

const DOCS_PER_AREA = 500;
const TOPICS_PER_AREA = 5;

/**
 * Writes a site of `docs` docs pages in nested categories (area → topic → detail), English in full and
 * a `translated` share of them in Slovenian (the rest fall back to English), a home page, and an OpenAPI
 * 3.1 description of `operations` operations. Returns what it wrote.
 */
export function generateSite({ dir, docs, operations, seed = 1, translated = 0.6 }) {
  const folders = planFolders(Math.max(1, Math.round(docs / DOCS_PER_AREA)));
  const pages = planDocs(docs - 2, folders, seed);
  const writer = new Writer(dir);

  for (const folder of folders) {
    for (const locale of ['en', 'sl']) writer.write(`content/${locale}/docs/${folder.dir}/_category_.yml`, categoryYaml(folder, locale));
  }
  let translatedCount = 0;
  for (const page of pages) {
    const links = linksFor(page, pages, seed);
    const write = (locale) => {
      const random = createRandom(childSeed(seed, locale, page.file));
      const text = generateDoc(random, { locale, title: page.titles[locale], description: page.descriptions[locale], links: links.map((link) => ({ ...link, text: link.titles[locale] })), ...(page.position ? { position: page.position } : {}) });
      writer.write(`content/${locale}/docs/${page.file}`, text);
    };
    write('en');
    if (createRandom(childSeed(seed, 'translated', page.file)).chance(translated)) {
      write('sl');
      translatedCount += 1;
    }
  }
  for (const locale of ['en', 'sl']) {
    writer.write(`content/${locale}/docs/intro.md`, introPage(locale, folders, pages));
    writer.write(`content/${locale}/docs/index.md`, docsIndex(locale, folders));
    writer.write(`content/${locale}/pages/index.md`, homePage(locale, folders));
  }
  writer.write('openapi.yaml', toYaml(generateSpec(createRandom(childSeed(seed, 'openapi')), { operations })));
  writer.write(CONFIG_WITH_API, configFile(true));
  writer.write(CONFIG_DOCS_ONLY, configFile(false));
  return { dir, docs: pages.length + 2, translatedDocs: translatedCount + 2, folders: folders.length, operations, files: writer.count };
}

class Writer {
  constructor(root) {
    this.root = root;
    this.dirs = new Set();
    this.count = 0;
  }

  write(relative, text) {
    const file = path.join(this.root, relative);
    const folder = path.dirname(file);
    if (!this.dirs.has(folder)) {
      fs.mkdirSync(folder, { recursive: true });
      this.dirs.add(folder);
    }
    fs.writeFileSync(file, text);
    this.count += 1;
  }
}

const pad = (value) => String(value).padStart(2, '0');
const kebab = (value) => value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** The route of a docs file: numeric prefixes stripped, no `.md`. */
const routeOf = (file) => `/docs/${file.replace(/\.md$/, '').split('/').map((part) => part.replace(/^\d+-/, '')).join('/')}`;

/** Areas of topics; every other topic has two detail folders below it. */
function planFolders(areas) {
  const folders = [];
  const label = (list, index, round) => (locale) => `${WORDS[locale][list][index % WORDS[locale][list].length]}${round ? ` ${round + 1}` : ''}`;
  for (let a = 0; a < areas; a += 1) {
    const areaName = label('areas', a, Math.floor(a / WORDS.en.areas.length));
    const areaDir = `${pad(a + 1)}-${kebab(areaName('en'))}`;
    folders.push({ dir: areaDir, position: a + 2, depth: 1, label: areaName, slug: kebab(areaName('en')) });
    for (let t = 0; t < TOPICS_PER_AREA; t += 1) {
      const topicName = label('topics', t, 0);
      const topicDir = `${areaDir}/${pad(t + 1)}-${kebab(topicName('en'))}`;
      folders.push({ dir: topicDir, position: t + 1, depth: 2, label: topicName, slug: `${kebab(areaName('en'))}-${kebab(topicName('en'))}` });
      if (t % 2 === 0) {
        WORDS.en.details.forEach((_, d) => {
          const detailName = label('details', d, 0);
          folders.push({ dir: `${topicDir}/${kebab(detailName('en'))}`, position: 100 + d, depth: 3, label: detailName });
        });
      }
    }
  }
  return folders;
}

function planDocs(count, folders, seed) {
  const random = createRandom(childSeed(seed, 'plan'));
  const perFolder = new Map();
  const pages = [];
  for (let i = 0; i < count; i += 1) {
    const folder = folders[i % folders.length];
    const index = (perFolder.get(folder.dir) ?? 0) + 1;
    perFolder.set(folder.dir, index);
    const verb = random.int(0, WORDS.en.titleVerbs.length - 1);
    const noun = random.int(0, WORDS.en.titleNouns.length - 1);
    const titles = Object.fromEntries(['en', 'sl'].map((locale) => [locale, `${WORDS[locale].titleVerbs[verb]} ${WORDS[locale].titleNouns[noun].toLowerCase()} ${i + 1}`]));
    const descriptions = Object.fromEntries(['en', 'sl'].map((locale) => [locale, `${titles[locale]}: ${WORDS[locale].headings[random.int(0, 19)].toLowerCase()}.`]));
    const file = `${folder.dir}/${pad(index)}-${kebab(titles.en)}.md`;
    pages.push({ file, route: routeOf(file), folder: folder.dir, titles, descriptions, ...(random.chance(0.1) ? { position: index } : {}) });
  }
  return pages;
}

/** Three links to other docs: the next page of the folder (with an anchor), one far away by file, one by route. */
function linksFor(page, pages, seed) {
  const random = createRandom(childSeed(seed, 'links', page.file));
  const index = pages.indexOf(page);
  const sibling = pages.slice(index + 1).find((other) => other.folder === page.folder) ?? pages.find((other) => other.folder === page.folder && other !== page) ?? page;
  const far = pages[random.int(0, pages.length - 1)];
  const byRoute = pages[random.int(0, pages.length - 1)];
  const relative = (target) => {
    const value = path.posix.relative(path.posix.dirname(page.file), target.file);
    return value.startsWith('.') ? value : `./${value}`;
  };
  return [
    { href: `${relative(sibling)}#overview`, titles: sibling.titles },
    { href: relative(far), titles: far.titles },
    { href: byRoute.route, titles: byRoute.titles },
  ];
}

function categoryYaml(folder, locale) {
  const label = folder.label(locale);
  const lines = [`label: ${JSON.stringify(label)}`, `position: ${folder.position}`];
  if (folder.slug) {
    lines.push('link:', '  type: generated-index', `  slug: ${folder.slug}`, `  description: ${JSON.stringify(`${label}: ${WORDS[locale].headings[folder.position % 20].toLowerCase()}.`)}`);
  }
  return `${lines.join('\n')}\n`;
}

function introPage(locale, folders, pages) {
  const first = pages[0];
  const title = locale === 'en' ? 'Introduction' : 'Uvod';
  const areas = folders.filter((folder) => folder.depth === 1);
  return [
    '---', 'sidebar_position: 1', `description: ${JSON.stringify(title)}`, '---', '', `# ${title}`, '',
    locale === 'en' ? 'This site is generated for benchmarks. Start with the first page:' : 'Ta stran je ustvarjena za meritve. Začnite s prvo stranjo:',
    '', `- [${first.titles[locale]}](./${first.file})`,
    ...areas.map((area) => `- [${area.label(locale)}](/docs/category/${area.slug})`), '',
  ].join('\n');
}

function docsIndex(locale, folders) {
  const title = locale === 'en' ? 'Documentation' : 'Dokumentacija';
  const rows = folders.filter((folder) => folder.slug).map((folder) => `| [${folder.label(locale)}](/docs/category/${folder.slug}) | ${folder.depth} |`);
  return ['---', 'sidebar: false', `description: ${JSON.stringify(title)}`, '---', '', `# ${title}`, '', '| Area | Depth |', '| --- | --- |', ...rows, ''].join('\n');
}

function homePage(locale, folders) {
  const areas = folders.filter((folder) => folder.depth === 1).slice(0, 6);
  return [
    '---', 'layout: home', 'title: Synthetic', 'description: A generated site.', 'hero:', '  title: Synthetic docs', `  tagline: ${locale === 'en' ? 'A large generated site for benchmarks.' : 'Velika ustvarjena stran za meritve.'}`,
    '  actions:', `    - text: ${locale === 'en' ? 'Start reading' : 'Začnite brati'}`, '      link: /docs/intro', 'features:',
    ...areas.flatMap((area) => [`  - title: ${JSON.stringify(area.label(locale))}`, `    details: ${JSON.stringify(area.label(locale))}`, `    link: /docs/category/${area.slug}`]),
    '---', '', locale === 'en' ? 'Generated for benchmarks.' : 'Ustvarjeno za meritve.', '',
  ].join('\n');
}

function configFile(withApi) {
  const config = {
    title: 'Synthetic docs',
    url: 'https://example.org',
    basePath: '/synthetic/',
    locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] },
    ...(withApi ? { openapi: { spec: 'openapi.yaml' } } : {}),
    navbar: [
      { type: 'link', label: { en: 'Docs', sl: 'Dokumentacija' }, to: '/docs/intro', position: 'left' },
      { type: 'locales', position: 'right' },
      { type: 'colorMode', position: 'right' },
    ],
    footer: { columns: [{ title: 'Docs', items: [{ label: 'Introduction', to: '/docs/intro' }] }], copyright: 'Generated.' },
    toc: { minLevel: 2, maxLevel: 3 },
  };
  return `// Generated by bench/synthetic/generate.mjs.\nexport default ${JSON.stringify(config, null, 2)};\n`;
}

function parseArgs(argv) {
  const options = { docs: 5000, operations: 500, seed: 1, translated: 0.6 };
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i]?.replace(/^--/, ''), argv[i + 1]];
    if (key === 'out') options.dir = path.resolve(value);
    else if (key in options) options[key] = Number(value);
    else throw new Error(`unknown option --${key}; use --docs, --operations, --seed, --translated, --out`);
  }
  if (!options.dir) throw new Error('give the folder to write with --out <dir>');
  return options;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const summary = generateSite(parseArgs(process.argv.slice(2)));
  console.log(`wrote ${summary.files} files into ${summary.dir}: ${summary.docs} docs (${summary.translatedDocs} translated), ${summary.folders} categories, ${summary.operations} operations`);
}
