// Screenshots of a built site for reviewing the theme: home, docs pages, a category index, the markdown page
// (math and a diagram), the 404 page
// and (when they exist) an API page, a schema page and the blog's list, a post, a tag and the archive, at 1280×800 and 390×844, light and dark, English and Slovenian, plus
// the open menu panel on the narrow screen. Written to `screenshots/` (gitignored).
//
//   node scripts/screenshots.mjs [--site <built folder>] [--full] [--only <name>] [--axe]
//
// `--site` defaults to `build/`, built first with the CLI when it does not exist. `--full` captures whole
// pages instead of the first screen. `--only docs` limits the run to page names containing "docs".
// `--axe` also runs axe-core on every page shot and lists serious and critical violations.
// `--rtl` shoots every page laid out right to left (`<html dir="rtl">`, as an Arabic or Hebrew locale
// has it), named `…-rtl.png`, to check that the theme mirrors.
// The site is served from 127.0.0.1 the way a static host would serve it (`/laguna-docs/docs/intro` →
// `docs/intro.html`, the locale's `404.html` for unknown paths), and the server stops when the run ends.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);

const site = path.resolve(root, option('--site', 'build'));
const out = path.join(root, 'screenshots');
const only = option('--only', '');
const rtl = flag('--rtl');
const BASE = '/laguna-docs/';
const LOCALES = [
  { code: 'en', prefix: '' },
  { code: 'sl', prefix: 'sl/' },
];
const PAGES = [
  { name: 'home', route: '' },
  { name: 'docs', route: 'docs/overview/users' },
  { name: 'guide', route: 'docs/contributing/backend/setup_and_run' },
  { name: 'category', route: 'docs/category/overview' },
  // Math (KaTeX) and a diagram (Mermaid), which load on this page alone.
  { name: 'markdown', route: 'markdown-page' },
  { name: 'notfound', route: 'no-such-page' },
  { name: 'api', route: 'api/torrent-put', optional: 'api/torrent-put.html' },
  // Only in a build with schema pages (`openapi.schemaPages: true`).
  { name: 'schema', route: 'api/schemas/torrent', optional: 'api/schemas/torrent.html' },
  // Only in a build with a blog: its list, the newest post, that post's first tag and the archive.
  { name: 'blog', route: 'blog', optional: 'blog.html' },
  { name: 'blog-post', route: (prefix) => firstLink(prefix, /<h2 class="blog-entry-title"><a href="[^"]*?\/(blog\/[^"]+)"/), optional: 'blog.html' },
  { name: 'blog-tag', route: (prefix) => firstLink(prefix, /<a class="tag" href="[^"]*?\/(blog\/tags\/[^"]+)"/), optional: 'blog.html' },
  { name: 'blog-archive', route: 'blog/archive', optional: 'blog/archive.html' },
];

/** The first route a locale's blog list links to that `pattern` finds (its group: the route without base and locale). */
function firstLink(prefix, pattern) {
  const list = fs.readFileSync(path.join(site, prefix, 'blog.html'), 'utf8');
  const found = pattern.exec(list)?.[1];
  return found ?? 'blog';
}
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.woff2': 'font/woff2', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.xml': 'application/xml', '.txt': 'text/plain' };

if (!fs.existsSync(site)) {
  execFileSync(process.execPath, [path.join(root, 'bin/laguna-docs.js'), 'build', '--out', site], { cwd: root, stdio: 'inherit' });
}

/** The file a static host would answer `pathname` with, or the locale's 404 page. */
function resolveFile(pathname) {
  const rest = decodeURIComponent(pathname.slice(BASE.length));
  const candidates = rest === '' || rest.endsWith('/') ? [`${rest}index.html`] : [rest, `${rest}.html`];
  for (const candidate of candidates) {
    const file = path.join(site, candidate);
    if (file.startsWith(site) && fs.existsSync(file) && fs.statSync(file).isFile()) return { file, status: 200 };
  }
  const locale = LOCALES.find((entry) => entry.prefix && rest.startsWith(entry.prefix));
  return { file: path.join(site, locale?.prefix ?? '', '404.html'), status: 404 };
}

const server = http.createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (!pathname.startsWith(BASE)) {
    response.writeHead(302, { location: BASE }).end();
    return;
  }
  const { file, status } = resolveFile(pathname);
  response.writeHead(status, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.LAGUNA_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

const axeSource = flag('--axe') ? fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8') : '';
const problems = [];

/** Serious and critical axe-core violations (WCAG 2.x A and AA) of the page as it is now. */
async function audit(page, name) {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = /** @type {any} */ (window).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
  });
  for (const violation of violations) problems.push(`${name}: ${violation}`);
}

let count = 0;
try {
  for (const viewport of VIEWPORTS) {
    for (const mode of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: 1 });
      // The head script applies the stored colour mode before paint, as for a returning reader.
      await context.addInitScript((value) => localStorage.setItem('laguna-docs:color-mode', value), mode);
      // Set before the page's own scripts run, as the build writes it for a right-to-left locale.
      if (rtl) await context.addInitScript(() => document.addEventListener('readystatechange', () => (document.documentElement.dir = 'rtl'), { once: true }));
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      for (const locale of LOCALES) {
        for (const entry of PAGES) {
          if (only && !entry.name.includes(only)) continue;
          if (entry.optional && !fs.existsSync(path.join(site, locale.prefix, entry.optional))) continue;
          const route = typeof entry.route === 'function' ? entry.route(locale.prefix) : entry.route;
          await page.goto(`${origin}${BASE}${locale.prefix}${route}`, { waitUntil: 'networkidle' });
          const name = `${locale.code}-${entry.name}-${viewport.name}-${mode}${rtl ? '-rtl' : ''}`;
          await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: flag('--full') });
          count++;
          if (axeSource) await audit(page, name);
          if (viewport.name === 'mobile' && entry.name === 'docs') {
            await page.click('.menu-button');
            await page.waitForTimeout(300);
            await page.screenshot({ path: path.join(out, `${name}-menu.png`) });
            count++;
          }
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`${count} screenshots in ${path.relative(root, out)}/`);
if (axeSource) {
  console.log(problems.length === 0 ? 'axe-core: no serious or critical violations' : problems.join('\n'));
  if (problems.length > 0) process.exitCode = 1;
}
