import { describe, expect, it } from 'vitest';
import type { MarkupPiece, PagePiece } from '@laguna-docs/shared';
import { readMarkup } from './openTags.js';
import { scanHtml, StringPool, type ScannedPage } from './scanHtml.js';
import { scanAroundPieces } from './scanPieces.js';

const SLOT = '\u0001';
const SLOT_ATTRIBUTE = / ([a-z-]+)="\u0001([^"]*)"/g;

/** A piece as the render layer writes it once, its slots' attributes holding `SLOT` and a value. */
function piece(markup: string): MarkupPiece {
  return { markup, slots: [...new Set([...markup.matchAll(SLOT_ATTRIBUTE)].map((match) => match[1]!))] };
}

/** The piece as handed out for the page of `route`: each slot's attribute `page` where its value is the route, else left out. */
function handedOut(shared: MarkupPiece, route = ''): PagePiece {
  return { piece: shared, markup: shared.markup.replace(SLOT_ATTRIBUTE, (_whole, name: string, value: string) => (value === route ? ` ${name}="page"` : '')) };
}

/** Padding that makes a piece long enough to be read apart (see `SMALLEST_PIECE`). */
const filler = `<span class="label">${'x'.repeat(200)}</span>`;

const list = piece(
  `<ul class="list"><li><a class="link" href="/docs/a" aria-current="${SLOT}/docs/a">A</a></li>` +
    `<li id="group"><a class="link" href="/docs/b?x=1&amp;y=2" aria-current="${SLOT}/docs/b">B</a>${filler}</li></ul>`,
);
const footer = piece(`<footer id="end"><a href="https://example.org/">Elsewhere</a><img src="/img/logo.svg" alt="">${filler}</footer>`);

/** The page of `route`, its own markup around the list and the footer, and the pieces handed out for it. */
function page(route: string, before = '<main id="main"><a href="#main">top</a>', between = '<p id="middle"><a href="/docs/c">C</a></p>') {
  const pieces = [handedOut(list, route), handedOut(footer)];
  const html = `<!doctype html><html><head><link rel="canonical" href="https://example.org${route}"></head><body>${before}<nav id="sidebar">${pieces[0]!.markup}</nav>${between}</main>${pieces[1]!.markup}</body></html>`;
  return { html, pieces };
}

const plain = (scan: ScannedPage) => ({ ids: [...scan.ids], links: scan.links, size: scan.size });

/** The scan with pieces, which must be the whole page's; and whether the pieces were read apart. */
function scanned({ html, pieces }: { html: string; pieces: readonly PagePiece[] }, strings = new StringPool()) {
  const apart = scanAroundPieces(html, strings, pieces) !== undefined;
  const scan = scanHtml(html, strings, pieces);
  expect(plain(scan), html).toEqual(plain(scanHtml(html)));
  return { apart, scan };
}

describe('scanHtml with the pieces a page shares', () => {
  it("gives the whole page's ids and links in document order, the pieces' among the page's own", () => {
    const { apart, scan } = scanned(page('/docs/a'));
    expect(apart).toBe(true);
    expect([...scan.ids]).toEqual(['main', 'sidebar', 'group', 'middle', 'end']);
    expect(scan.links).toEqual(['https://example.org/docs/a', '#main', '/docs/a', '/docs/b?x=1&y=2', '/docs/c', 'https://example.org/', '/img/logo.svg']);
  });

  it("reads a piece apart whatever its slots hold on the page: the current page's attribute, or none", () => {
    for (const route of ['/docs/a', '/docs/b', '/elsewhere']) expect(scanned(page(route)).apart, route).toBe(true);
  });

  it('reads each piece once for every page of a build', () => {
    let reads = 0;
    const counted: MarkupPiece = {
      slots: [],
      get markup() {
        reads += 1;
        return footer.markup;
      },
    };
    const withCounted = (route: string) => {
      const made = page(route);
      return { html: made.html, pieces: [made.pieces[0]!, { piece: counted, markup: footer.markup }] };
    };
    // A build's pages share one pool of strings, which a piece's scan is made with.
    const strings = new StringPool();
    scanned(withCounted('/docs/a'), strings);
    const first = reads;
    expect(first).toBeGreaterThan(0);
    scanned(withCounted('/docs/b'), strings);
    scanned(withCounted('/docs/c'), strings);
    expect(reads).toBe(first);
  });

  it('reads the page whole when the markup before a piece does not end between tags', () => {
    for (const before of ['<main><!-- an open comment', '<main><textarea>', '<main><script>', "<main><a href='/x' title='"]) {
      expect(scanned(page('/docs/a', before, "-->'></script></textarea><p id=\"after\">")).apart, before).toBe(false);
    }
  });

  it('reads in place a piece that is not on the page, is small, has a slot the scan reads, or holds markup the fast reader is unsure of', () => {
    const missing = piece(`<div id="nowhere">${filler}</div>`);
    const small = piece('<a href="/docs/a">A</a>');
    const linkSlot = piece(`<a href="${SLOT}/docs/a">A</a>${filler}`);
    const unsure = piece(`<a href="/a?b=1&copy=2">A</a>${filler}`);
    const cut = piece(`<div id="cut">${filler}<!-- open`);
    for (const shared of [small, linkSlot, unsure, cut]) {
      const one = handedOut(shared, '/docs/a');
      expect(scanned({ html: page('/docs/a', `<main>${one.markup}-->`).html, pieces: [one] }).apart, shared.markup).toBe(false);
    }
    expect(scanned({ html: page('/docs/a').html, pieces: [handedOut(missing)] }).apart).toBe(false);
    // The other pieces of the page are still read apart.
    const { html, pieces } = page('/docs/a');
    expect(scanned({ html, pieces: [handedOut(missing), pieces[0]!, handedOut(small), pieces[1]!] }).apart).toBe(true);
  });

  it('reads the whole page with the full parser when its own markup is unsure', () => {
    expect(scanned(page('/docs/a', '<main><![CDATA[ x ]]><a href="/docs/d">D</a>')).apart).toBe(false);
  });
});

describe('readMarkup', () => {
  const end = (html: string) => readMarkup(html, new Set(['id', 'href']), () => {});

  it('tells markup that ends between tags from markup that ends inside one', () => {
    expect(['', 'text', '<p id="a">text</p>', '<p>1 < 2', '<script>x</script>', '<!-- c -->', '<br/>'].map(end)).toEqual(Array(7).fill('whole'));
    expect(['<p id="a"', '<p', '<!-- c', '<script>x', '<title>t', '</p', 'text <', '<!doctype'].map(end)).toEqual(Array(8).fill('cut'));
    expect(['<![CDATA[x]]>', '<?xml ?>', '< /p>x</ p>'].map(end)).toEqual(['unsure', 'unsure', 'unsure']);
  });
});
