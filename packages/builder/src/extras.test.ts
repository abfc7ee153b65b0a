import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeStaticFiles, readIfThere, readStaticFiles } from './extras.js';

const file = (path: string) => ({ path, contents: path });
const built = new Set(['index.html', 'docs/intro.html', 'sl/404.html', 'assets/app.1a2b.js', 'assets/media/flow.1a2b3c4d5e.svg', 'search-index/en.json', 'robots.txt', 'sitemap.xml', 'llms.txt', 'docs/intro.md']);
const place = (...paths: string[]) => placeStaticFiles(paths.map(file), built, (path) => `static/${path}`);

describe('placeStaticFiles', () => {
  it('copies files the build does not write, and its own robots.txt, sitemap.xml and llms.txt', () => {
    const placed = place('img/logo.svg', 'robots.txt', 'sitemap.xml', 'llms.txt', 'docs/intro.pdf', 'favicon.ico');
    expect(placed.diagnostics).toEqual([]);
    expect(placed.copy.map((entry) => entry.path)).toEqual(['img/logo.svg', 'robots.txt', 'sitemap.xml', 'llms.txt', 'docs/intro.pdf', 'favicon.ico']);
  });

  it('refuses a file at the path of a page, asset or index, one where a folder goes, and one inside a page', () => {
    const placed = place('docs/intro.html', 'docs/intro.md', 'assets/app.1a2b.js', 'assets/media/flow.1a2b3c4d5e.svg', 'search-index', 'sl', 'sl/404.html/x.txt', 'img/ok.png');
    expect(placed.copy.map((entry) => entry.path)).toEqual(['img/ok.png']);
    expect(placed.diagnostics.map((d) => `${d.file} ${d.message} [${d.code}] ${d.hint}`)).toEqual([
      'static/docs/intro.html the build writes "docs/intro.html" itself (a page); a static file may not replace it [static/collision] rename or move the static file',
      'static/docs/intro.md the build writes "docs/intro.md" itself (a page\'s markdown copy); a static file may not replace it [static/collision] rename or move the static file',
      'static/assets/app.1a2b.js the build writes "assets/app.1a2b.js" itself (one of the theme\'s assets); a static file may not replace it [static/collision] rename or move the static file',
      'static/assets/media/flow.1a2b3c4d5e.svg the build writes "assets/media/flow.1a2b3c4d5e.svg" itself (a file beside the markdown); a static file may not replace it [static/collision] rename or move the static file',
      'static/search-index the build writes files into a folder "search-index", where this static file would be [static/collision] rename or move the static file',
      'static/sl the build writes files into a folder "sl", where this static file would be [static/collision] rename or move the static file',
      'static/sl/404.html/x.txt the build writes "sl/404.html" as a file (a page), so nothing can be inside it [static/collision] rename or move the static file',
    ]);
  });
});

describe('readStaticFiles', () => {
  it('reads every file but system litter, and a missing folder as empty', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-static-read-'));
    fs.mkdirSync(path.join(dir, 'img'));
    fs.writeFileSync(path.join(dir, 'img/logo.svg'), '<svg/>');
    fs.writeFileSync(path.join(dir, '.nojekyll'), '');
    fs.writeFileSync(path.join(dir, 'img/.DS_Store'), 'x');
    expect((await readStaticFiles(dir, dir)).files.map((file) => [file.path, String(file.contents)])).toEqual([
      ['.nojekyll', ''],
      ['img/logo.svg', '<svg/>'],
    ]);
    expect(await readStaticFiles(path.join(dir, 'none'), dir)).toEqual({ files: [], diagnostics: [] });
    expect(await readIfThere(path.join(dir, 'gone.txt'))).toBeUndefined();
  });
});
