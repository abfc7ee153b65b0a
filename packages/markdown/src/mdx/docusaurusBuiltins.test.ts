import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.js';

/** Parses `text` as an `.mdx` page of the test site (base path /laguna-docs/). */
const mdx = (text: string) => render(text, { file: 'content/en/docs/intro.mdx', lineOffset: 1 });

describe('the components and hooks of Docusaurus in an .mdx page', () => {
  it('makes <Link to> a link resolved like any other, and useBaseUrl a route the link pass resolves', () => {
    const page = mdx(
      [
        "import Link from '@docusaurus/Link';",
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        '',
        'See <Link to="/docs/intro">the intro</Link> and <Link className="button" href="https://example.org">a site</Link>.',
        '',
        '<img src={useBaseUrl(\'img/logo.svg\')} alt="Logo" />',
        '',
        '<a href={useBaseUrl(\'/docs/intro\')}>again</a>',
      ].join('\n'),
    );
    expect(page.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(page.html).toContain('<a href="/laguna-docs/docs/intro">the intro</a>');
    expect(page.html).toContain('<a href="https://example.org" class="button">a site</a>');
    expect(page.html).toContain('src="/laguna-docs/img/logo.svg"');
    expect(page.html).toContain('<a href="/laguna-docs/docs/intro">again</a>');
  });

  it('renders BrowserOnly content that needs no browser, and its fallback for content that does', () => {
    const page = mdx(
      [
        "import BrowserOnly from '@docusaurus/BrowserOnly';",
        '',
        '<BrowserOnly>{() => <span>plain</span>}</BrowserOnly>',
        '',
        '<BrowserOnly fallback={<em>loading</em>}>{() => <span>{window.location.href}</span>}</BrowserOnly>',
      ].join('\n'),
    );
    expect(page.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(page.html).toContain('<span>plain</span>');
    expect(page.html).toContain('<em>loading</em>');
  });

  it('fills TOCInline with the page\'s headings, and shows ThemedImage and IdealImage as images', () => {
    const page = mdx(
      [
        "import TOCInline from '@theme/TOCInline';",
        "import ThemedImage from '@theme/ThemedImage';",
        "import IdealImage from '@theme/IdealImage';",
        '',
        '<TOCInline toc={toc} />',
        '',
        '## First',
        '',
        '### Inner',
        '',
        '## Second',
        '',
        '<ThemedImage alt="Mode" sources={{ light: "/img/light.png", dark: "/img/dark.png" }} />',
        '',
        '<IdealImage img="/img/photo.png" alt="Photo" />',
      ].join('\n'),
    );
    expect(page.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(page.html).toContain('<nav class="toc-inline"><ul><li><a href="#first">First</a><ul><li><a href="#inner">Inner</a></li></ul></li><li><a href="#second">Second</a></li></ul></nav>');
    expect(page.html).toMatch(/<img src="\/laguna-docs\/img\/light\.png" alt="Mode"/);
    expect(page.html).toMatch(/<img src="\/laguna-docs\/img\/photo\.png" alt="Photo"/);
  });
});
