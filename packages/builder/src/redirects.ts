import type { FieldLocator, SiteConfig } from '@laguna-docs/config';
import { routeFile, routeHref, translate, type Diagnostic, type LocaleInfo, type UiStrings } from '@laguna-docs/shared';
import type { BuiltPage } from './stages/renderTypes.js';
import type { OutputFile } from './output.js';

export interface RedirectFilesOptions {
  config: Pick<SiteConfig, 'redirects' | 'basePath' | 'url'>;
  locales: readonly LocaleInfo[];
  /** Each locale's UI strings, by code. */
  strings: ReadonlyMap<string, UiStrings>;
  /** Paths the build writes already (pages above all), which a redirect may not take. */
  taken: ReadonlySet<string>;
  /** The config file as messages name it. */
  configFile: string;
  /** Where a field of the config is written, for the line of a problem. */
  locate?: FieldLocator;
}

export interface RedirectFilesResult {
  /** A page per locale and old route, then `_redirects`. */
  files: OutputFile[];
  /** The redirect pages, for the link check (their link is the config's, see `configLinks`). */
  pages: BuiltPage[];
  diagnostics: Diagnostic[];
}

/**
 * The config's `redirects` as files: in every locale, a small page at each old route that sends the reader
 * on (refresh, a link for readers without it, canonical to the target, `noindex` so search engines keep the
 * new address), and one `_redirects` file (Netlify's and Cloudflare Pages' format, status 301) for hosts
 * that redirect by themselves. An old route that is a page of the site, or given twice, is an error.
 */
export function redirectFiles({ config, locales, strings, taken, configFile, locate = () => ({}) }: RedirectFilesOptions): RedirectFilesResult {
  const result: RedirectFilesResult = { files: [], pages: [], diagnostics: [] };
  const rules: string[] = [];
  const seen = new Map<string, number>();
  const targets = redirectTargets(config.redirects);
  config.redirects.forEach((redirect, index) => {
    const external = !redirect.to.startsWith('/');
    [redirect.from].flat().forEach((from, fromIndex) => {
      const at = () => locate(Array.isArray(redirect.from) ? ['redirects', index, 'from', fromIndex] : ['redirects', index, 'from']);
      const loop = redirectLoop(from, targets);
      if (loop) {
        const message = loop.length === 1 ? `redirects[${index}]: "${from}" redirects to itself` : `redirects[${index}]: "${from}" leads back to itself (${[...loop, from].map((route) => `"${route}"`).join(' → ')})`;
        result.diagnostics.push({ severity: 'error', code: 'config/redirect-loop', message, hint: 'a reader would be sent round for ever: point the redirect at a page', file: configFile, ...at() });
        return;
      }
      const other = seen.get(from);
      seen.set(from, index);
      if (other !== undefined) {
        result.diagnostics.push({ severity: 'error', code: 'config/duplicate-redirect', message: `redirects[${index}]: "${from}" is redirected by redirects[${other}] already`, file: configFile, ...at() });
        return;
      }
      if (locales.some((locale) => taken.has(routeFile(locale.prefix, from)))) {
        result.diagnostics.push({ severity: 'error', code: 'config/redirect-over-page', message: `redirects[${index}]: "${from}" is a page of the site, so it cannot redirect`, hint: 'remove the redirect, or the page', file: configFile, ...at() });
        return;
      }
      for (const locale of locales) {
        const href = external ? redirect.to : routeHref(config.basePath, locale.prefix, redirect.to);
        const file = routeFile(locale.prefix, from);
        result.files.push({ path: file, contents: redirectPage({ href, canonical: external ? href : `${config.url}${href}`, lang: locale.htmlLang, strings: strings.get(locale.code) ?? {}, locale: locale.code }) });
        result.pages.push({ locale: locale.code, route: from, file, headingIds: [], links: [] });
        rules.push(`${routeHref(config.basePath, locale.prefix, from)} ${href} 301`);
      }
    });
  });
  if (rules.length > 0) result.files.push({ path: '_redirects', contents: `${rules.join('\n')}\n` });
  return result;
}

/** Where each old route leads inside the site (the route of `to`, without its fragment or query). */
function redirectTargets(redirects: SiteConfig['redirects']): Map<string, string> {
  const targets = new Map<string, string>();
  for (const redirect of redirects) {
    if (!redirect.to.startsWith('/')) continue;
    const to = redirect.to.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
    for (const from of [redirect.from].flat()) if (!targets.has(from)) targets.set(from, to);
  }
  return targets;
}

/** The routes a reader passes through from `from` when they come back to it, or undefined when they do not. */
function redirectLoop(from: string, targets: ReadonlyMap<string, string>): string[] | undefined {
  const passed = [from];
  for (let route = targets.get(from); route !== undefined; route = targets.get(route)) {
    if (route === from) return passed;
    if (passed.includes(route)) return undefined;
    passed.push(route);
  }
  return undefined;
}

function redirectPage({ href, canonical, lang, strings, locale }: { href: string; canonical: string; lang: string; strings: UiStrings; locale: string }): string {
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const [before = '', after = ''] = translate(strings, locale, 'redirect.text').split('{link}');
  return (
    `<!doctype html>\n<html lang="${attr(lang)}"><head><meta charset="utf-8">` +
    `<title>${text(translate(strings, locale, 'redirect.title'))}</title>` +
    `<meta name="robots" content="noindex"><link rel="canonical" href="${attr(canonical)}">` +
    `<meta http-equiv="refresh" content="0; url=${attr(href)}">` +
    `</head><body><p>${text(before)}<a href="${attr(href)}">${text(href)}</a>${text(after)}</p></body></html>\n`
  );
}
