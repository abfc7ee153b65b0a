import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig, type ResolvedConfig } from '@laguna-docs/config';
import { buildSite } from '../../buildSite.js';
import { createWatchSession, sessionState, type WatchSession } from './watchSession.js';
import { writeFile } from '../../testing/siteFiles.js';
import { watchBuild } from '../../testing/watchBuild.js';

// `WatchSession.renderEdit`: the pages of an edited markdown file rendered ahead of the next build, from
// what the latest good build planned, exactly as that build renders them; or nothing when that is not sure.
let site: string;
let config: ResolvedConfig;
let session: WatchSession;

function write(relPath: string, text: string): void {
  writeFile(site, relPath, text);
}

const build = (): Promise<Map<string, string>> => watchBuild(session, config);

beforeEach(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-render-edit-'));
  write('laguna-docs.config.mjs', "export default { title: 'Site', url: 'https://example.org', basePath: '/site/', locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] } };\n");
  write('content/en/pages/index.md', '# Home\n');
  write('content/en/docs/intro.md', '---\ndescription: The start.\n---\n# Intro\n\nWelcome.\n');
  write('content/en/docs/guide.md', '# Guide\n\nOld words.\n');
  write('content/sl/docs/intro.md', '# Uvod\n\nDobrodošli.\n');
  config = await loadConfig({ cwd: site });
  session = createWatchSession();
});

afterEach(() => {
  fs.rmSync(site, { recursive: true, force: true });
});

it('renders the pages of a body edit, in each locale that shows the file, as the next build does', async () => {
  await build();
  const text = '# Guide\n\nNew words, and a [link](./intro.md).\n';
  write('content/en/docs/guide.md', text);
  session.begin();
  const edited = session.renderEdit('content/en/docs/guide.md', text);
  // The Slovenian site shows the English page, untranslated.
  expect(edited?.map(({ locale, route, file, href }) => ({ locale, route, file, href }))).toEqual([
    { locale: 'en', route: '/docs/guide', file: 'docs/guide.html', href: '/site/docs/guide' },
    { locale: 'sl', route: '/docs/guide', file: 'sl/docs/guide.html', href: '/site/sl/docs/guide' },
  ]);
  expect(edited![0]!.document()).toContain('New words, and a <a href="/site/docs/intro">link</a>.');
  expect(edited![1]!.document()).toContain('<a href="/site/sl/docs/intro">link</a>');
  session.finish(true);
  const files = await build();
  for (const page of edited!) expect(page.document()).toBe(files.get(page.file));
});

it('gives each page of a body edit as an open page shows it in place: the data, content, title and head the build writes', async () => {
  await build();
  const text = '# Guide\n\n<head>\n<meta name="author" content="Ana">\n<title>A guide</title>\n</head>\n\nNew words.\n\n## Steps\n';
  write('content/en/docs/guide.md', text);
  session.begin();
  const [en] = session.renderEdit('content/en/docs/guide.md', text)!;
  const { update } = en!;
  expect(update.contentHtml).toContain('<p>New words.</p>');
  expect(update.page.toc).toEqual([{ id: 'steps', text: 'Steps', depth: 2 }]);
  expect(update.page.route).toBe('/docs/guide');
  expect(update.title).toBe('A guide');
  expect(update.head).toContainEqual({ tag: 'meta', attributes: { 'data-page-head': '', name: 'author', content: 'Ana' } });
  session.finish(true);
  // The same as the page the build writes: its embedded data, content, title and head elements.
  const html = (await build()).get('docs/guide.html')!;
  expect(html).toContain(`<title>${update.title}</title>`);
  expect(html).toContain(update.contentHtml);
  expect(html).toContain(`"page":${JSON.stringify(update.page)}`);
  for (const tag of update.head) expect(html).toContain(`<${tag.tag}${Object.entries(tag.attributes).map(([name, value]) => ` ${name}="${value}"`).join('')}>`);
});

it('renders nothing ahead when an edit changes the title or the front matter', async () => {
  await build();
  // A new title shows in the sidebar and pagination of other pages.
  expect(session.renderEdit('content/en/docs/guide.md', '# Guide, renamed\n\nOld words.\n')).toBeUndefined();
  expect(session.renderEdit('content/en/docs/intro.md', '---\ndescription: Another start.\n---\n# Intro\n\nWelcome.\n')).toBeUndefined();
  // The same front matter written otherwise is the same.
  expect(session.renderEdit('content/en/docs/intro.md', "---\ndescription: 'The start.'\n---\n# Intro\n\nWelcome again.\n")?.map((page) => page.file)).toEqual(['docs/intro.html']);
  // No page comes from a file the build did not know.
  expect(session.renderEdit('content/en/docs/new.md', '# New\n')).toBeUndefined();
});

it('renders nothing ahead before a good build, or after a failed one', async () => {
  expect(session.renderEdit('content/en/docs/guide.md', '# Guide\n\nNew words.\n')).toBeUndefined();
  await build();
  write('content/en/docs/intro.md', '---\ntitle: [broken\n---\n# Intro\n');
  await expect(build()).rejects.toThrow(/invalid YAML in front matter/);
  expect(session.renderEdit('content/en/docs/guide.md', '# Guide\n\nNew words.\n')).toBeUndefined();
  write('content/en/docs/intro.md', '# Intro\n\nWelcome.\n');
  await build();
  expect(session.renderEdit('content/en/docs/guide.md', '# Guide\n\nNew words.\n')?.map((page) => page.file)).toEqual(['docs/guide.html', 'sl/docs/guide.html']);
});

it('counts only the pages of the edited file as rendered again by a build after a body edit', async () => {
  await build();
  write('content/en/docs/guide.md', '# Guide\n\nNew words.\n');
  await build();
  session.begin();
  write('content/en/docs/guide.md', '# Guide\n\nNewer words.\n');
  const result = await buildSite({ config, watch: session, write: false, drafts: true, linkCheck: 'off' });
  const report = session.finish(true);
  expect(result.files.find((file) => file.path === 'docs/guide.html')?.contents).toContain('Newer words.');
  // The file in each locale that shows it (the Slovenian site shows it untranslated), nothing else.
  expect({ rendered: report.rendered, renderReused: report.renderReused, parsed: report.parsed, reused: report.reused }).toEqual({ rendered: 2, renderReused: 8, parsed: 2, reused: 4 });
});

it('parses a page that another locale shows untranslated once for both', async () => {
  await build();
  write('content/en/docs/guide.md', '# Guide\n\nNew words, and a [link](./intro.md).\n');
  const files = await build();
  const { parses } = sessionState(session);
  // The Slovenian page took the English parse, with its own locale's links.
  expect({ hits: parses.hits, misses: parses.misses }).toEqual({ hits: 1, misses: 1 });
  expect(files.get('docs/guide.html')).toContain('New words, and a <a href="/site/docs/intro">link</a>.');
  expect(files.get('sl/docs/guide.html')).toContain('New words, and a <a href="/site/sl/docs/intro">link</a>.');
});
