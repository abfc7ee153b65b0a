import { describe, expect, it } from 'vitest';
import { decodeAttribute, readOpenTags } from './openTags.js';
import { scanHtml, scanHtmlWithParser } from './scanHtml.js';

const read = (html: string, wanted = ['id', 'href', 'src']) => {
  const tags: Array<[string, Record<string, string>]> = [];
  const sure = readOpenTags(html, new Set(wanted), (tag, attributes) => tags.push([tag, attributes]));
  return { sure, tags };
};

describe('readOpenTags', () => {
  it('reports start tags holding wanted attributes, names in lower case, values decoded', () => {
    expect(read('<!doctype html><P ID="a" class="x">t</P><A HREF="/x?a=1&amp;b=&#x27;2&#39;">l</A><span class="y">z</span><br/><img src=/i.png alt>').tags).toEqual([
      ['p', { id: 'a' }],
      ['a', { href: "/x?a=1&b='2'" }],
      ['img', { src: '/i.png' }],
    ]);
  });

  it('skips comments, end tags and the text of script, style and title elements', () => {
    const html = '<!-- <a href="/c"> --><script>if (a<b) x = "<a href=\'/s\'>";</script ><style>a[href="/x"]{}</style><svg><title>t <a id="no"></title></svg><a id="yes"></a>';
    expect(read(html).tags).toEqual([['a', { id: 'yes' }]]);
  });

  it('keeps the first of two attributes with one name, and reads spaced, single-quoted and bare values', () => {
    expect(read("<a id='one' id=\"two\" href = /x >").tags).toEqual([['a', { id: 'one', href: '/x' }]]);
    expect(read('<a = id="x">').tags).toEqual([['a', { id: 'x' }]]);
  });

  it('gives up on markup it is not sure of, so the caller uses the full parser', () => {
    expect(read('<a href="/x?a&copy;b">').sure).toBe(false);
    expect(read('<a href="/x&amp">').sure).toBe(false);
    expect(read('<svg><![CDATA[ x ]]></svg>').sure).toBe(false);
    expect(read('<?xml version="1.0"?>').sure).toBe(false);
    expect(read('</ a>').sure).toBe(false);
    // An unusual entity in an attribute nobody asked for does not matter.
    expect(read('<a title="&copy;" id="x">').sure).toBe(true);
  });
});

describe('decodeAttribute', () => {
  it('decodes what React writes and refuses the rest', () => {
    expect(decodeAttribute('a &amp; b &lt;&gt; &quot;&apos;&#39;&#x27;&#233;')).toBe('a & b <> "\'\'\'é');
    expect(decodeAttribute('a & b')).toBe('a & b');
    expect(decodeAttribute('&nbsp;')).toBeUndefined();
    expect(decodeAttribute('&#128;')).toBeUndefined();
  });
});

describe('scanHtml', () => {
  it('finds what htmlparser2 finds, on tricky markup too', () => {
    const pages = [
      '<!doctype html><html><head><meta charset="utf-8"><title>A &amp; B</title><link rel="canonical" href="https://e.org/b/x"><script>var s = "</scripts>"; if (a<b) {}</script></head>',
      '<body><div id="main"><h2 id="a-b">A<!-- -->B</h2><p>1 < 2 and 3 <4</p><a href="#a-b" id=x>x</a><a name=old></a></div>',
      '<img src="/i.png" srcset="/i-2x.png 2x, /i-3x.png 3x"/><input type=image src="/btn.png"><textarea><a href="/not"></textarea>',
      '<svg><title>t</title><a href="/svg-link"><text>x</text></a></svg><br/ ><p/><a href="/after" / >',
      '<details><summary id="s">s</summary><blockquote cite="/q">q</blockquote></details><a href="/x&#x27;y">',
      '<a href="/x?a=1&copy=2">legacy entity</a><div id="&nbsp;x"></div><a id="unterminated',
      // Plain tags next to ones the native pass must leave to the reader: wanted names in any case, in values,
      // without a space before them, after `/`, single-quoted, spaced around `=`, bare values, raw text.
      '<p class="a id b" title="href=/no">x</p><P ID="up">y</P><a class="x"href="/glued">g</a><a/href="/slash">s</a>',
      "<span class='q' id='single'>s</span><span id = \"spaced\">t</span><i data-x=1 id=bare>u</i><b hidden id=\"after-flag\">v</b>",
      '<SCRIPT>x = \'<a href="/in-script">\'</SCRIPT><Style>a[id="no"]{}</Style><scripts id="not-raw"></scripts><br/><hr / ><img src="/i.png"/>',
      '<div class="=odd" id="odd-name"></div><div =id="eq-first"></div><p>a <b>c</b> 1<2 <!-- <a href="/c"> --> <!--> <a id="after-empty-comment"> --> <!---><a id="after-dash-comment"></p>',
    ];
    for (const html of pages) {
      const fast = scanHtml(html);
      const full = scanHtmlWithParser(html);
      expect({ ids: [...fast.ids], links: fast.links }, html).toEqual({ ids: [...full.ids], links: full.links });
    }
  });

  it('reads long pages of plain markup (passed over natively in bounded runs) the way htmlparser2 does', () => {
    const row = (n: number) => `<li class="api-property"><div class="api-property-head"><code class="api-property-name">p${n}</code><span class="api-type">string</span></div><!-- -->text ${n} &amp; more</li>`;
    const plain = Array.from({ length: 3000 }, (_, n) => row(n)).join('');
    const html = `<ul id="top">${plain}<li><a href="/middle">m</a></li>${plain}text without a tag after it <a id="last" href="#top">t</a>`;
    const fast = scanHtml(html);
    const full = scanHtmlWithParser(html);
    expect([...fast.ids]).toEqual(['top', 'last']);
    expect({ ids: [...fast.ids], links: fast.links }).toEqual({ ids: [...full.ids], links: full.links });
  });
});
