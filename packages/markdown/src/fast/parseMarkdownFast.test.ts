import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { parseMarkdown } from '../parseMarkdown.js';
import type { MarkdownPlugins } from '../types.js';

// Counts what the page parser gives the fast path and what it takes.
const calls = vi.hoisted(() => ({ given: 0, taken: 0 }));
vi.mock('./fastParse.js', async (original) => {
  const { fastParse } = await original<typeof import('./fastParse.js')>();
  return {
    fastParse: (text: string) => {
      calls.given += 1;
      const tree = fastParse(text);
      if (tree) calls.taken += 1;
      return tree;
    },
  };
});

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
      calls.given = calls.taken = 0;
      const micromark = parseMarkdown({ markdown, file, resolveLink, plugins });
      // With a site's remark plugin the fast path is never asked.
      expect(calls.given, file).toBe(0);
      const fast = parseMarkdown({ markdown, file, resolveLink });
      expect(calls.given, file).toBeGreaterThan(0);
      expect(fast, file).toEqual(micromark);
      if (file.startsWith('synthetic')) expect(calls.taken, file).toBe(1);
    }
  }, 60_000);

  it('reads a page the fast path leaves whole in sections it takes and runs micromark reads', () => {
    const markdown = '# Title\n\nText with <b>HTML</b>.\n\n## Plain\n\nA *plain* section.\n\n## More\n\n- a\n- b\n';
    calls.given = calls.taken = 0;
    const result = parseMarkdown({ markdown, file: 'mixed.md' });
    // The page, then each of its three sections; the last two taken.
    expect({ given: calls.given, taken: calls.taken }).toEqual({ given: 4, taken: 2 });
    expect(result).toEqual(parseMarkdown({ markdown, file: 'mixed.md', plugins }));
  });
});
