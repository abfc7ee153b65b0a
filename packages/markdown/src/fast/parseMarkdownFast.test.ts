import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../parseMarkdown.js';
import type { MarkdownPlugins } from '../types.js';
import { fastParse } from './fastParse.js';

// The package's tests share their modules (see vitest.workspace.ts), so the fast path is not mocked here
// to see it called: what is held is that the page parser's results with it equal micromark's alone (a
// site's remark plugin turns it off). `fastParse.test.ts` holds which texts it takes.

const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(here, '../../../..');

/** A site plugin that changes nothing: with it, every page is read by micromark. */
const plugins: MarkdownPlugins = { remarkPlugins: [() => undefined], rehypePlugins: [] };

async function syntheticPages(count: number): Promise<string[]> {
  const { createRandom } = (await import(pathToFileURL(path.join(repository, 'bench/synthetic/random.mjs')).href)) as { createRandom(seed: number): unknown };
  const { generateDoc } = (await import(pathToFileURL(path.join(repository, 'bench/synthetic/markdown.mjs')).href)) as {
    generateDoc(random: unknown, page: { locale: string; title: string; description: string; links: { text: string; href: string }[] }): string;
  };
  const links = [{ text: 'the intro', href: './intro.md' }, { text: 'the API', href: '/api/' }];
  return Array.from({ length: count }, (_, index) =>
    generateDoc(createRandom(index + 1), { locale: index % 2 ? 'sl' : 'en', title: `Page ${index}`, description: 'x', links }).replace(/^---\n[\s\S]*?\n---\n/, ''),
  );
}

function repositoryPages(): { file: string; markdown: string }[] {
  return ['content', 'website/content'].flatMap((folder) =>
    (fs.readdirSync(path.join(repository, folder), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({ file: `${folder}/${file}`, markdown: fs.readFileSync(path.join(repository, folder, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '') })),
  );
}

describe('parseMarkdown with the fast path', () => {
  it('gives the result micromark gives (hast, title, contents, links, diagnostics) for synthetic and repository pages', async () => {
    const resolveLink = (url: string) => ({ href: url });
    const pages = [...(await syntheticPages(40)).map((markdown, index) => ({ file: `synthetic-${index}.md`, markdown })), ...repositoryPages()];
    for (const { file, markdown } of pages) {
      expect(parseMarkdown({ markdown, file, resolveLink }), file).toEqual(parseMarkdown({ markdown, file, resolveLink, plugins }));
    }
  }, 60_000);

  it('gives the same result for a page read partly by the fast path, partly by micromark', () => {
    // The fast path leaves the first section (raw HTML) and takes the other two.
    const markdown = '# Title\n\nText with <b>HTML</b>.\n\n## Plain\n\nA *plain* section.\n\n## More\n\n- a\n- b\n';
    expect(fastParse(markdown)).toBeUndefined();
    expect(fastParse(markdown.slice(markdown.indexOf('## Plain')))).toBeDefined();
    expect(parseMarkdown({ markdown, file: 'mixed.md' })).toEqual(parseMarkdown({ markdown, file: 'mixed.md', plugins }));
  });
});
