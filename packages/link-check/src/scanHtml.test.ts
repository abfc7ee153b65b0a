import { describe, expect, it } from 'vitest';
import { scanHtml, srcsetUrls } from './scanHtml.js';

describe('scanHtml', () => {
  it('collects every id, including ids the theme adds, and named anchors', () => {
    const { ids } = scanHtml('<main id="main"><h2 id="setup">Setup</h2><div id="request-body"></div><a name="legacy"></a><p name="not-an-anchor"></p></main>');
    expect([...ids]).toEqual(['main', 'setup', 'request-body', 'legacy']);
  });

  it('collects the URLs a browser follows or fetches, with entities decoded', () => {
    const html = [
      '<link rel="stylesheet" href="/b/assets/theme.css"><link rel="preconnect" href="https://fonts.example">',
      '<link rel="canonical" href="https://example.org/b/docs/x">',
      '<meta property="og:url" content="https://example.org/b/docs/x"><meta name="description" content="Just text">',
      '<script type="module" src="/b/assets/app.js"></script>',
      '<a href="/b/docs/y?a=1&amp;b=2#z">y</a><a>no href</a>',
      '<img src="/b/img/a.png" srcset="/b/img/a-2x.png 2x, /b/img/a-3x.png 3x">',
      '<blockquote cite="/b/source">q</blockquote>',
    ].join('');
    expect(scanHtml(html).links).toEqual([
      '/b/assets/theme.css',
      'https://example.org/b/docs/x',
      'https://example.org/b/docs/x',
      '/b/assets/app.js',
      '/b/docs/y?a=1&b=2#z',
      '/b/img/a.png',
      '/b/img/a-2x.png',
      '/b/img/a-3x.png',
      '/b/source',
    ]);
  });

  it('does not read links out of script or style text', () => {
    const { links, ids } = scanHtml('<script type="application/json">{"html":"<a href=\\"/nowhere\\" id=\\"x\\">"}</script><style>a[href="/x"]{}</style>');
    expect(links).toEqual([]);
    expect(ids.size).toBe(0);
  });
});

describe('srcsetUrls', () => {
  it('takes the URL of each candidate', () => {
    expect(srcsetUrls('a.png 1x, b.png 2x')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('a.png 480w,b.png 800w')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('only.png')).toEqual(['only.png']);
  });
});
