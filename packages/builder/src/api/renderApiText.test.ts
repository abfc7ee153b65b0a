import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '@laguna-docs/markdown';
import { renderContent } from '@laguna-docs/render';
import { theme } from '@laguna-docs/theme-default';
import type { PageData, SiteData } from '@laguna-docs/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DiskCache } from '../speed/cache/diskCache.js';
import { specMarkdown } from './specMarkdown.js';
import { createApiRenderCache, createApiTextRenderer, unescapeQuotesInText } from '@laguna-docs/api-reference';

const site = { strings: theme.strings.en!, locale: { code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', prefix: '' } } as unknown as SiteData;
const page = { kind: 'api', route: '/api/x' } as unknown as PageData;
const renderHast = (hast: ReturnType<typeof parseMarkdown>['hast']) => renderContent({ theme, site, page, content: { type: 'markdown', hast } });

function renderer(localePrefix = '', disk?: DiskCache) {
  const diagnostics: Parameters<typeof createApiTextRenderer>[0]['diagnostics'] = [];
  const cache = { ...createApiRenderCache(), ...(disk ? { disk: { cache: disk, fingerprint: 'code-1' } } : {}) };
  const render = createApiTextRenderer({ cache, markdown: specMarkdown, basePath: '/base/', localePrefix, route: '/api', routesByPath: new Map([['docs/intro.md', '/docs/intro']]), specFile: 'spec.yaml', renderHast, diagnostics });
  return { render, cache, diagnostics };
}

describe('spec texts', () => {
  it('render plain one-line prose without the parser, exactly as the parser would', () => {
    const { render, cache } = renderer();
    const plain = ['The user’s id.', 'Size in bytes (0 means unknown); see RFC 9110, section 8.6.', 'A/B: "quoted" text - with dashes', 'Ends with a question?'];
    for (const markdown of plain) {
      const fast = render.text({ markdown, pointer: '/x' }).html;
      expect(fast).toBe(renderHast(parseMarkdown({ markdown, file: 'spec.yaml' }).hast).replace(/&#x27;/g, "'").replace(/&quot;/g, '"'));
    }
    expect(cache.parsed.size).toBe(0);
  });

  it('send anything that could be markdown through the parser', () => {
    const { render, cache } = renderer();
    for (const markdown of ['Uses `code`.', '- a list', '1. first', 'A [link](/docs/intro).', 'See https://example.org', 'mail me@example.org', 'two\n\nparagraphs', '---']) render.text({ markdown, pointer: '/x' });
    expect(cache.parsed.size).toBe(8);
  });

  it('keep a leading level-1 heading in the text', () => {
    const { render } = renderer();
    expect(render.text({ markdown: '# Title\n\nBody.', pointer: '/x' }).html).toContain('Title</h1>');
  });

  it('resolve links for the locale and shift their lines to the spec file', () => {
    const { render } = renderer('/sl');
    const rendered = render.text({ markdown: 'Intro.\n\nRead the [docs](/docs/intro) or [the file](docs/intro.md).', pointer: '/info/description', line: 40 });
    expect(rendered.html).toContain('<a href="/base/sl/docs/intro">docs</a>');
    expect(rendered.links).toEqual([
      { href: '/base/sl/docs/intro', written: '/docs/intro', origin: 'spec', file: 'spec.yaml', pointer: '/info/description', line: 42 },
      { href: '/base/sl/docs/intro', written: 'docs/intro.md', origin: 'spec', file: 'spec.yaml', pointer: '/info/description', line: 42 },
    ]);
  });

  it('highlight code with the theme’s code blocks and reuse them across pages', () => {
    const { render, cache } = renderer();
    const html = render.code('json', '{"a": 1}', 'Example');
    expect(html).toContain('<div class="code-block-title">Example</div>');
    expect(html).toContain('class="copy-button"');
    expect(html).toContain('hljs-attr');
    expect(render.code('json', '{"a": 1}', 'Example')).toBe(html);
    expect(cache.parsed.size).toBe(1);
    // A fence inside the code does not end the block early.
    expect(render.code('markdown', '```js\nx\n```')).toContain('```js');
  });

  it('highlight code the way a fenced block in markdown is, without parsing markdown', () => {
    const { render } = renderer();
    const fenced = render.text({ markdown: '```json title="Example" \n{"a": 1}\n\n```', pointer: '/x' }).html;
    // The same markup, but for the quotes in its text, which need no escapes there.
    expect(render.code('json', '{"a": 1}\n', 'Example')).toBe(unescapeQuotesInText(fenced));
    expect(render.code('JSON', '{"a": 1}\n', 'Example')).toBe(unescapeQuotesInText(fenced));
    // A title is shown as written, quotes included.
    expect(render.code('bash', 'ls', 'say "hi"')).toContain('<div class="code-block-title">say "hi"</div>');
  });

  it('highlight several blocks, each the same as on its own', () => {
    const blocks = [
      { language: 'bash', code: "curl 'https://x'", title: 'curl' },
      { language: 'python', code: 'import requests\n\n\nprint(1)' },
      { language: 'json', code: '```\n{}' },
    ];
    const batched = renderer().render.codes(blocks);
    const alone = blocks.map((block) => renderer().render.code(block.language, block.code, block.title));
    expect(batched).toEqual(alone);
    expect(batched[1]).toContain('<code class="language-python"><span class="hljs-keyword">import</span> requests\n\n\n<span class="hljs-built_in">print</span>(<span class="hljs-number">1</span>)</code>');
  });
});

describe('the parse cache on disk', () => {
  it('gives spec texts and short code blocks back as the parser and highlighter made them, with their links and problems', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-api-cache-'));
    const text = { markdown: 'Read the [docs](docs/intro.md) or [gone](docs/gone.md).\n\n```json\n{"a": 1}\n```', pointer: '/info/description', line: 3 };
    const fresh = renderer('/sl');
    const first = new DiskCache(dir);
    const cached = renderer('/sl', first);
    expect(cached.render.text(text)).toEqual(fresh.render.text(text));
    expect(cached.render.code('python', 'print(1)', 'Python')).toBe(fresh.render.code('python', 'print(1)', 'Python'));
    await first.flush();
    expect(DiskCache.entriesIn(dir).size).toBe(2);
    // A long block is highlighted again rather than stored.
    cached.render.code('python', 'print(1)\n'.repeat(200), 'Python');
    await first.flush();
    expect(DiskCache.entriesIn(dir).size).toBe(2);
    const again = renderer('/sl', new DiskCache(dir));
    expect(again.render.text(text)).toEqual(fresh.render.text(text));
    expect(again.render.code('python', 'print(1)', 'Python')).toBe(fresh.render.code('python', 'print(1)', 'Python'));
    expect(again.diagnostics).toEqual(fresh.diagnostics);
  });
});


describe('code blocks of API pages', () => {
  it('keep quotes in their text as they are, and escaped inside tags', () => {
    expect(unescapeQuotesInText('<span class="hljs-string" title="a &quot;b&quot;">&quot;x&quot; &#x27;y&#x27; &amp;quot;</span>')).toBe('<span class="hljs-string" title="a &quot;b&quot;">"x" \'y\' &amp;quot;</span>');
  });
});
