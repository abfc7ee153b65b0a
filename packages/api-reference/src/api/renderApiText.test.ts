import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@laguna-docs/shared';
import { createApiRenderCache, createApiTextRenderer } from './renderApiText.js';
import type { ContentTree, SpecMarkdown } from './specMarkdown.js';

/** A markdown reader that wraps a text in `<p>`, links `[x]` to its resolved target, and counts its parses. */
function fakeReader(): SpecMarkdown & { parses: string[] } {
  const parses: string[] = [];
  return {
    parses,
    parse({ markdown, resolveLink }) {
      parses.push(markdown);
      const link = /\[(.+)\]/.exec(markdown)?.[1];
      const resolved = link === undefined ? undefined : resolveLink(link);
      const href = resolved && 'href' in resolved ? resolved.href : undefined;
      const text = href === undefined ? markdown : `${markdown} → ${href}`;
      return {
        hast: { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] }] },
        toc: [],
        headingIds: [],
        links: href === undefined ? [] : [{ href, written: link!, origin: 'markdown', line: 1, column: 1 }],
        diagnostics: [],
      };
    },
    resolveLink: (url, context) => ({ href: `${context.basePath.replace(/\/$/, '')}${context.localePrefix}${url}` }),
    highlight: ({ language, code }) => ({ type: 'element', tagName: 'code', properties: { language }, children: [{ type: 'text', value: code }] }),
  };
}

/** Markup of the fake reader's trees: enough to see what reached the page. */
const renderHast = (hast: ContentTree): string =>
  hast.children.map((node) => (node.type === 'element' ? `<${node.tagName}>${node.children.map((child) => (child.type === 'text' ? child.value : '')).join('')}</${node.tagName}>` : '')).join('');

describe('spec texts read with the markdown reader the build passes in', () => {
  const renderer = (markdown: SpecMarkdown, cache = createApiRenderCache(), localePrefix = '') => {
    const diagnostics: Diagnostic[] = [];
    return createApiTextRenderer({ cache, markdown, basePath: '/base/', localePrefix, route: '/api', routesByPath: new Map(), specFile: 'spec.yaml', renderHast, diagnostics });
  };

  it('parse a text once for every locale, with links placed for each locale', () => {
    const reader = fakeReader();
    const cache = createApiRenderCache(2);
    const en = renderer(reader, cache).text({ markdown: 'See [/docs/intro]', pointer: '/info/description' });
    const sl = renderer(reader, cache, '/sl').text({ markdown: 'See [/docs/intro]', pointer: '/info/description' });
    expect(reader.parses).toEqual(['See [/docs/intro]']);
    expect([en.html, sl.html]).toEqual(['<p>See [/docs/intro] → /base/docs/intro</p>', '<p>See [/docs/intro] → /base/sl/docs/intro</p>']);
    expect(sl.links.map((link) => [link.href, link.origin, link.pointer])).toEqual([['/base/sl/docs/intro', 'spec', '/info/description']]);
  });

  it('leave a one-line plain text to no parser, and code to the reader\'s highlighter', () => {
    const reader = fakeReader();
    const render = renderer(reader);
    expect(render.text({ markdown: 'Plain words', pointer: '/info/summary' }).html).toBe('<p>Plain words</p>');
    expect(render.codes([{ language: 'json', code: '{}' }, { language: 'sh', code: 'curl', title: 'curl' }])).toEqual(['<code>{}</code>', '<code>curl</code>']);
    expect(reader.parses).toEqual([]);
  });
});
