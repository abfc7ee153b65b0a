import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, visit } from './browser.js';
import { configFile, serveSite, type ServedSite } from './servedSite.js';

// A site whose search index is too large for one file (about 580 KB of text): the dialog reads a
// manifest and fetches the fragments a query needs, from under the base path, in Chromium.
let site: ServedSite | undefined;

const WORDS = 'tracker peer swarm torrent announce token session user role request response client server database migration handler route header payload counter limit queue cache index schema'.split(' ');

/** A page of about 8 KB of text in sections; page 42 has one sentence no other page has, under its third heading. */
function page(index: number): string {
  const sentence = (n: number) => `The ${WORDS[(index * 7 + n) % WORDS.length]} ${WORDS[(index + n * 3) % WORDS.length]} sends the ${WORDS[(n * 5) % WORDS.length]} to the ${WORDS[(index + n) % WORDS.length]}.`;
  const sections = Array.from({ length: 4 }, (_, section) => {
    const text = Array.from({ length: 30 }, (_, n) => sentence(section * 30 + n)).join(' ');
    const unique = index === 42 && section === 2 ? ' The quokkaflux gauge counts leeches.' : '';
    return `## Part ${section + 1}\n\n${text}${unique}\n`;
  });
  return `# Page ${index}\n\n${sections.join('\n')}`;
}

beforeAll(async () => {
  const files: Record<string, string> = {
    'content/en/pages/index.md': '# Home\n\nThe [docs](/docs/page-0).\n',
    'laguna-docs.config.mjs': configFile({ title: 'Large', url: 'https://example.org', basePath: '/large/' }),
  };
  for (let index = 0; index < 96; index++) files[`content/en/docs/page-${index}.md`] = page(index);
  site = await serveSite({ name: 'search-fragments', files });
}, 180_000);

afterAll(async () => {
  await closeBrowser();
  await site?.close();
});

describe('search of a large site', () => {
  it('fetches the manifest, the word shards and the pages shown, and finds a word with a typo at its heading', async () => {
    const { context, page: tab, errors } = await openPage();
    const fetched: string[] = [];
    tab.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
    await visit(tab, site!.url('/docs/page-0'));
    await tab.locator('[data-laguna-search]').first().click();
    const input = tab.getByRole('combobox');
    await input.fill('quokaflux');
    await expect.poll(() => tab.getByRole('option').first().getAttribute('href')).toBe('/large/docs/page-42#part-3');
    expect(await tab.getByRole('option').first().locator('mark').first().innerText()).toBe('quokkaflux');
    const index = fetched.filter((path) => path.startsWith('/large/search-index/'));
    expect(index).toContain('/large/search-index/en.json');
    expect(index.some((path) => /^\/large\/search-index\/en\/w\/[0-9a-f-]+\.json$/.test(path))).toBe(true);
    // One result, so one page's file (pages are numbered in the index's order, not by their names).
    expect(index.filter((path) => /^\/large\/search-index\/en\/d\/\d+\.json$/.test(path))).toHaveLength(1);
    await input.fill('torrent announce');
    await expect.poll(() => tab.getByRole('option').count()).toBe(20);
    expect(errors).toEqual([]);
    await context.close();
  });
});
