import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig, type ResolvedConfig } from '@laguna-docs/config';
import { createWatchSession, type WatchSession } from '../speed/watch/watchSession.js';
import { writeFile } from '../testing/siteFiles.js';
import { watchBuild } from '../testing/watchBuild.js';

// `serve --watch` and the blog: an edit below a post's truncate marker renders the post alone, in place;
// one that changes what the lists show of it waits for the next build, which shows it everywhere; a draft
// is shown while writing.
let site: string;
let config: ResolvedConfig;
let session: WatchSession;

const POST = '---\ntitle: Hello\ntags: [news]\n---\n\nThe summary.\n\n<!-- truncate -->\n\nThe rest.\n';

const build = (): Promise<Map<string, string>> => watchBuild(session, config);

beforeEach(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-blog-watch-'));
  writeFile(site, 'laguna-docs.config.mjs', "export default { title: 'Site', url: 'https://example.org', locales: { default: 'en', items: [{ code: 'en', label: 'English' }] } };\n");
  writeFile(site, 'content/en/pages/index.md', '# Home\n');
  writeFile(site, 'content/en/blog/2024-01-02-hello.md', POST);
  writeFile(site, 'content/en/blog/2024-01-03-draft.md', '---\ntitle: Still writing\ndraft: true\n---\n\nSoon.\n');
  config = await loadConfig({ cwd: site });
  session = createWatchSession();
});

afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

it('renders an edit below the marker in place, and leaves one above it to the next build', async () => {
  const first = await build();
  // The dev server builds drafts.
  expect(first.get('blog.html')).toContain('Still writing');

  const below = POST.replace('The rest.', 'The rest, rewritten.');
  writeFile(site, 'content/en/blog/2024-01-02-hello.md', below);
  session.begin();
  const edited = session.renderEdit('content/en/blog/2024-01-02-hello.md', below);
  expect(edited?.map((page) => page.route)).toEqual(['/blog/hello']);
  expect(edited![0]!.document()).toContain('The rest, rewritten.');
  session.finish(true);
  const files = await build();
  expect(edited![0]!.document()).toBe(files.get('blog/hello.html'));

  const above = below.replace('The summary.', 'A new summary.');
  writeFile(site, 'content/en/blog/2024-01-02-hello.md', above);
  session.begin();
  expect(session.renderEdit('content/en/blog/2024-01-02-hello.md', above)).toBeUndefined();
  session.finish(true);
  const rebuilt = await build();
  for (const file of ['blog.html', 'blog/tags/news.html']) {
    expect(rebuilt.get(file)).toContain('A new summary.');
    // The list's excerpt, not the post it was cut from.
    expect(rebuilt.get(file)).not.toContain('The rest');
  }
  expect(rebuilt.get('blog/hello.html')).toContain('The rest, rewritten.');
});
