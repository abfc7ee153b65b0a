import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../parseMarkdown.js';
import { probeMdxTitle, probeTitle } from './probeTitle.js';

const parsedTitle = (markdown: string) => parseMarkdown({ markdown, file: 'x.md' }).title;

describe('probeTitle', () => {
  const sure = [
    '# Introduction\n\nText.',
    '\n\n  # Setting up   the tracker  \nText.',
    '# Title ##\n',
    '#\tTabbed title\n',
    '# Čas in prostor {#cas}\n\n## Next',
    '# Title\r\n\r\nWindows lines.',
    'No title here.\n\n# Later heading',
    '## A level-two start\n',
    '- a list\n- # not a title',
    '    # indented code\n',
    '> # quoted\n',
    '```\n# in code\n```',
    'Paragraph\n---\n',
    '',
    'Contact me@example.com or www.example.org\n',
    '# Contact me@example.com or www.example.org\n',
    '\r\n\r\n# After Windows blank lines\r\n',
    'Windows paragraph\r\nsecond line\r\n\r\n# Later',
    '\n',
    '   \n\t\n',
  ];

  it('reads the title the parser finds, or that there is none, when the text is plain', () => {
    for (const markdown of sure) {
      const probed = probeTitle(markdown);
      expect(probed, markdown).toBeDefined();
      expect(probed?.title, markdown).toBe(parsedTitle(markdown));
    }
  });

  it('leaves markup, entities, escapes, setext headings and empty titles to the parser', () => {
    for (const markdown of ['# Hello *world*', '# A &amp; B', '# `code`', '# [link](/x)', '# Step 1: install', '# a \\# b', 'Title\n=====\n', 'Title\nmore\n===', '#', '# #', '# Title#x', '####### seven', '\uFEFF# Title', '<head>\n  <meta name="a" content="b" />\n</head>\n\n# After the head\n']) {
      expect(probeTitle(markdown), markdown).toBeUndefined();
    }
    expect(probeTitle('Title\r\n===\r\n'), 'setext with Windows lines').toBeUndefined();
  });
});

describe('probeMdxTitle', () => {
  const mdxTitle = (markdown: string) => parseMarkdown({ markdown, file: 'x.mdx' }).title;

  it('reads a plain # title, after one-line imports too, as MDX reads it', () => {
    for (const markdown of ['# Install\n\n<Tabs><TabItem value="a">A</TabItem></Tabs>\n', "import Tabs from '@theme/Tabs';\nimport TabItem from \"@theme/TabItem\"\n\n# Install laguna\n\nText.\n"]) {
      expect(probeMdxTitle(markdown), markdown).toEqual({ title: mdxTitle(markdown) });
      expect(mdxTitle(markdown)).toBeDefined();
    }
  });

  it('leaves the rest to the parser: exports, JSX or text first, expressions and markup in the title', () => {
    for (const markdown of ["export const v = '1';\n\n# Version {v}\n", '<Details>x</Details>\n\n# Later\n', 'Text first.\n\n# Later\n', '# Version {v}\n', '# Hello *world*\n', "import { a } from './_a.mdx';\n\n# T\n"]) {
      expect(probeMdxTitle(markdown), markdown).toBeUndefined();
    }
  });
});
