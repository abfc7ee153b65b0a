import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { createProcessor } from '../createProcessor.js';
import { parseMarkdown } from '../parseMarkdown.js';
import { MARKDOWN_LIMITS } from '../limits/limits.js';
import { commonmark, gfm } from '../testing/specExamples.js';
import { fastParse } from '../fast/fastParse.js';
import { parseInSections, RUN_LENGTH, type SectionTrees } from './parseInSections.js';

const processor = createProcessor();

/** A memo of section trees that counts what it was asked. */
function trees(): SectionTrees & { hits: number; misses: number; size: number } {
  const kept = new Map<string, Root>();
  const memo = {
    hits: 0,
    misses: 0,
    get size() {
      return kept.size;
    },
    get(text: string) {
      const tree = kept.get(text);
      if (tree) memo.hits += 1;
      else memo.misses += 1;
      return tree;
    },
    set: (text: string, tree: Root) => void kept.set(text, tree),
  };
  return memo;
}

const page = [
  '# Title',
  '',
  'Intro with `code` and a [link](./a.md).',
  '',
  '## Install',
  '',
  '```sh',
  '# a comment, not a heading',
  '',
  '# nor this one',
  '```',
  '',
  '- a list',
  '',
  '- loose',
  '',
  '## Use',
  '',
  ':::note[Careful]',
  'Inside.',
  '',
  '# not a section: inside a container',
  ':::',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
  '',
].join('\n');

describe('parseInSections', () => {
  it('makes the tree of the whole page, positions included, parsing only the sections it has not seen', () => {
    const memo = trees();
    const parse = (text: string) => parseInSections(text, (section) => processor.parse(section), memo);
    expect(parse(page)).toEqual(processor.parse(page));
    // Three sections: before the first heading after a blank line, `## Install` and `## Use`.
    expect({ hits: memo.hits, misses: memo.misses }).toEqual({ hits: 0, misses: 3 });
    const edited = page.replace('- loose', '- loose, edited');
    expect(parse(edited)).toEqual(processor.parse(edited));
    // The edited section is parsed again; the two others are taken as they were.
    expect({ hits: memo.hits, misses: memo.misses }).toEqual({ hits: 2, misses: 4 });
    // An edit inside a code block is a new section text too.
    const code = page.replace('# nor this one', '# nor this one, changed');
    expect(parse(code)).toEqual(processor.parse(code));
    expect(memo.misses).toBe(5);
  });

  it('gives a copy each time: what the later passes do to the tree never reaches the kept one', () => {
    const memo = trees();
    const first = parseInSections(page, (section) => processor.parse(section), memo)!;
    first.children.length = 0;
    expect(parseInSections(page, (section) => processor.parse(section), memo)).toEqual(processor.parse(page));
  });

  it('leaves pages with definitions, footnotes or raw HTML that spans blank lines to a whole parse', () => {
    const memo = trees();
    for (const text of ['# A\n\n[x]\n\n## B\n\n[x]: /y\n', '# A\n\nSee[^1].\n\n## B\n\n[^1]: Note.\n', '# A\n\n<pre>\n\n## B\n\n</pre>\n']) {
      expect(parseInSections(text, (section) => processor.parse(section), memo)).toBeUndefined();
    }
    expect(memo.size).toBe(0);
  });

  it('gives parseMarkdown the same result as a whole parse for every markdown page of the repository and every golden fixture', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const content = path.resolve(here, '../../../..');
    const files = [
      ...(fs.readdirSync(path.join(content, 'content'), { recursive: true }) as string[]).map((file) => `content/${file}`),
      ...(fs.readdirSync(path.resolve(here, '../../test/fixtures'), { recursive: true }) as string[]).map((file) => path.relative(content, path.resolve(here, '../../test/fixtures', file))),
    ].filter((file) => file.endsWith('.md'));
    expect(files.length).toBeGreaterThan(60);
    const memo = trees();
    for (const file of files) {
      const markdown = fs.readFileSync(path.join(content, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      const resolveLink = (url: string) => ({ href: url });
      expect(parseMarkdown({ markdown, file, resolveLink, sections: memo }), file).toEqual(parseMarkdown({ markdown, file, resolveLink }));
    }
    // Most pages were put together from sections.
    expect(memo.size).toBeGreaterThan(files.length);
  }, 60_000);

  it('makes the tree of the whole page for every CommonMark and GFM example between two sections', () => {
    let sectioned = 0;
    // The sections around each example are the same text every time: parsed once, then taken as kept.
    const memo = trees();
    for (const example of [...commonmark, ...gfm]) {
      const text = `# Before\n\nText.\n\n## Example\n\n${example.markdown}\n\n## After\n\nMore *text* and a [link](./a.md).\n`;
      let whole: Root;
      try {
        whole = processor.parse(text);
      } catch {
        // A development-build assertion of micromark (CommonMark's 347, see the conformance test).
        continue;
      }
      const inSections = parseInSections(text, (section) => processor.parse(section), memo);
      if (inSections === undefined) continue;
      sectioned += 1;
      expect(inSections, `example ${example.number}`).toEqual(whole);
    }
    expect(sectioned).toBeGreaterThan(1000);
    expect(memo.hits).toBeGreaterThan(2 * 1000);
  });

  it('makes the tree of the whole page with the fast path taking the sections it knows, for every page of the repository and every example between two sections', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const repository = path.resolve(here, '../../../..');
    const pages = ['content', 'website/content'].flatMap((folder) =>
      (fs.readdirSync(path.join(repository, folder), { recursive: true }) as string[])
        .filter((file) => file.endsWith('.md'))
        .map((file) => fs.readFileSync(path.join(repository, folder, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')),
    );
    const examples = [...commonmark, ...gfm].map((example) => `# Before\n\nText.\n\n## Example\n\n${example.markdown}\n\n## After\n\nMore *text* and a [link](./a.md).\n`);
    let fastSections = 0;
    let mixed = 0;
    const fast = (section: string) => {
      const tree = fastParse(section);
      if (tree) fastSections += 1;
      return tree;
    };
    for (const text of [...pages, ...examples]) {
      let whole: Root;
      try {
        whole = processor.parse(text);
      } catch {
        continue;
      }
      let parsed = 0;
      const inSections = parseInSections(text, (section) => (parsed++, processor.parse(section)), undefined, fast);
      if (inSections === undefined) continue;
      if (parsed > 0 && fastParse(text) === undefined) mixed += 1;
      expect(inSections, text).toStrictEqual(whole);
    }
    // Most pages and examples had sections of both kinds.
    expect(mixed).toBeGreaterThan(500);
    expect(fastSections).toBeGreaterThan(2000);
  });

  it('parses a large page in sections, keeping nothing, to the tree of the whole page', () => {
    const sections = Array.from({ length: 1200 }, (_, index) => `## Step ${index}\n\nSee [the intro](./intro.md) for step ${index}.\n\n\`\`\`js\nconst value = ${index};\n\`\`\`\n`);
    const text = `# A long page\n\n${sections.join('\n')}${page}`;
    expect(text.length).toBeGreaterThan(100_000);
    const given: string[] = [];
    const parsed = parseInSections(text, (section) => (given.push(section), processor.parse(section)))!;
    expect(parsed).toEqual(processor.parse(text));
    // The parser was given runs of sections, each but the last at least RUN_LENGTH long, not 1,200 sections one by one.
    expect(given.join('')).toBe(text);
    expect(given.length).toBeLessThan(text.length / RUN_LENGTH + 1);
    for (const run of given.slice(0, -1)) expect(run.length).toBeGreaterThanOrEqual(RUN_LENGTH);
    const resolveLink = (url: string) => ({ href: url });
    const result = parseMarkdown({ markdown: text, file: 'long.md', resolveLink });
    expect(result.toc).toHaveLength(1202);
    expect(result.diagnostics).toEqual([]);
  });

  it('reports a limit a section of a large page passes at its line in the page', () => {
    const filler = Array.from({ length: 1500 }, (_, index) => `## Part ${index}\n\nSome text for part ${index}, long enough to fill the page.\n`).join('\n');
    const crowded = `${'*a '.repeat(MARKDOWN_LIMITS.inlineMarkers + 10)}\n`;
    const text = `# Long\n\n${filler}\n## Crowded\n\n${crowded}`;
    expect(text.length).toBeGreaterThan(100_000);
    const line = text.split('\n').findIndex((each) => each.startsWith('*a ')) + 1;
    const [diagnostic] = parseMarkdown({ markdown: text, file: 'long.md', lineOffset: 3 }).diagnostics;
    expect(diagnostic).toMatchObject({ code: 'markdown/too-complex', file: 'long.md', line: line + 2 });
    // As a short page reports it.
    const short = parseMarkdown({ markdown: `# Short\n\n## Crowded\n\n${crowded}`, file: 'short.md' }).diagnostics[0];
    expect(short).toMatchObject({ code: 'markdown/too-complex', line: 5 });
  });
});
