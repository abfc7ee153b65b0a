import fs from 'node:fs';
import path from 'node:path';
import { carryMarkdownTree } from './carryFiles.js';
import { routeOf } from './mapConfig.js';
import { Code, isRecord, type StaticValue } from './staticValue.js';
import type { MigratedFile, MigrationNote } from './types.js';

type Obj = { [key: string]: StaticValue };

export interface CarryBlogOptions {
  from: string;
  /** The classic preset's options (`presets: [['classic', { blog }]]`). */
  preset: Obj;
  configFile: string;
  defaultLocale: string;
  otherLocales: readonly string[];
  files: MigratedFile[];
  notes: MigrationNote[];
}

/** The blog plugin's options laguna-docs takes, by Docusaurus's name; the others are reported. */
const CARRIED = new Set(['path', 'routeBasePath', 'blogTitle', 'blogDescription', 'postsPerPage', 'blogSidebarCount', 'showReadingTime', 'truncateMarker', 'feedOptions', 'authorsMapPath', 'tags']);

/**
 * Carries the blog: its posts (MDX converted as docs are), their images, `authors.yml` and `tags.yml`, each
 * locale's translated posts, and the plugin's options as the config's `blog`. A post dated neither by its
 * name nor by its front matter (Docusaurus then takes the file's time) gets that date in its front matter.
 * Undefined, and nothing carried, when the site has no blog (the preset's `blog: false`, or no folder).
 */
export function carryBlog(options: CarryBlogOptions): { config: Obj } | undefined {
  const { from, preset, files, notes, configFile } = options;
  if (preset.blog === false) return undefined;
  const blog: Obj = isRecord(preset.blog) ? preset.blog : {};
  const folder = typeof blog.path === 'string' ? blog.path.replace(/^\.\/|\/$/g, '') : 'blog';
  if (!fs.existsSync(path.join(from, folder))) return undefined;
  const target = `content/${options.defaultLocale}/blog`;
  const before = files.length;
  const posts = carryMarkdownTree({ from, sourceDir: folder, targetDir: target, files, notes });
  renameMeta(files, before, target, blog);
  datePosts(files, before, from, folder, target, notes);
  for (const code of options.otherLocales) {
    const translated = `i18n/${code}/docusaurus-plugin-content-blog`;
    const start = files.length;
    carryMarkdownTree({ from, sourceDir: translated, targetDir: `content/${code}/blog`, files, notes });
    // `options.json` holds the translated title of the blog's sidebar, which the theme's strings give.
    for (let index = files.length - 1; index >= start; index--) if (files[index]!.path.endsWith('/options.json')) files.splice(index, 1);
    datePosts(files, start, from, translated, `content/${code}/blog`, notes);
  }
  const meta = ['authors.yml', 'tags.yml'].filter((name) => files.some((file) => file.path === `${target}/${name}`));
  notes.push({ kind: 'converted', file: `${folder}/`, target: `${target}/`, message: `the blog: ${posts.length} post${posts.length === 1 ? '' : 's'}${meta.length > 0 ? `, with ${meta.join(' and ')}` : ''}, at the same routes` });
  for (const key of Object.keys(blog)) if (!CARRIED.has(key)) notes.push({ kind: 'not-carried', file: configFile, message: `the blog's option ${key}` });
  return { config: blogConfig(blog) };
}

/** The config's `blog` from the plugin's options. */
function blogConfig(blog: Obj): Obj {
  const config: Obj = {};
  if (typeof blog.routeBasePath === 'string') config.routeBasePath = routeOf(blog.routeBasePath);
  if (typeof blog.blogTitle === 'string') config.title = blog.blogTitle;
  if (typeof blog.blogDescription === 'string') config.description = blog.blogDescription;
  // 'ALL': every post on one page, or in the sidebar.
  if (typeof blog.postsPerPage === 'number' || blog.postsPerPage === 'ALL') config.postsPerPage = blog.postsPerPage === 'ALL' ? 100_000 : blog.postsPerPage;
  if (typeof blog.blogSidebarCount === 'number' || blog.blogSidebarCount === 'ALL') config.sidebarCount = blog.blogSidebarCount === 'ALL' ? 100_000 : blog.blogSidebarCount;
  if (typeof blog.showReadingTime === 'boolean') config.showReadingTime = blog.showReadingTime;
  const marker = blog.truncateMarker instanceof Code ? /^\/(.*)\/[a-z]*$/s.exec(blog.truncateMarker.source)?.[1] : typeof blog.truncateMarker === 'string' ? blog.truncateMarker : undefined;
  if (marker) config.truncateMarker = marker;
  const feed = isRecord(blog.feedOptions) ? blog.feedOptions : undefined;
  if (feed) {
    const types = feed.type === null ? [] : feed.type === 'all' || feed.type === undefined ? undefined : (Array.isArray(feed.type) ? feed.type : [feed.type]).filter((type): type is string => typeof type === 'string' && ['rss', 'atom', 'json'].includes(type));
    const limit = typeof feed.limit === 'number' ? feed.limit : undefined;
    config.feed = { ...(types ? { types } : {}), ...(limit ? { limit } : {}), ...(typeof feed.limit === 'boolean' && !feed.limit ? { limit: 100_000 } : {}) };
    if (Object.keys(config.feed).length === 0) delete config.feed;
  }
  return config;
}

/** `authorsMapPath` and `tags` name the files in the blog folder the build reads as `authors.yml` and `tags.yml`. */
function renameMeta(files: MigratedFile[], start: number, target: string, blog: Obj): void {
  const named: Array<[StaticValue, string]> = [
    [blog.authorsMapPath, 'authors.yml'],
    [blog.tags, 'tags.yml'],
  ];
  for (const [given, name] of named) {
    if (typeof given !== 'string' || given === name) continue;
    const from = `${target}/${given.replace(/^\.\//, '')}`;
    const index = files.findIndex((file, at) => at >= start && file.path === from);
    if (index >= 0) files[index] = { ...files[index]!, path: `${target}/${name}` };
  }
}

/**
 * Posts dated neither by a `YYYY-MM-DD-` name, `YYYY/MM/DD/` folders nor front matter get the date
 * Docusaurus gave them, the file's, written into their front matter.
 */
function datePosts(files: MigratedFile[], start: number, from: string, sourceDir: string, target: string, notes: MigrationNote[]): void {
  for (let index = start; index < files.length; index++) {
    const file = files[index]!;
    if (!/\.mdx?$/.test(file.path) || !file.path.startsWith(`${target}/`)) continue;
    const rel = file.path.slice(target.length + 1);
    if (/(^|\/)\d{4}-\d{2}-\d{2}-[^/]+(\/index\.mdx?|\.mdx?)$/.test(rel) || rel.split('/').some((segment) => segment.startsWith('_'))) continue;
    const text = 'text' in file ? file.text : fs.readFileSync(file.copyOf, 'utf8');
    if (/^---\r?\n[\s\S]*?^date:/m.test(text)) continue;
    // Dated by `YYYY/MM/DD/` folders, as the build reads them too.
    if (/^\d{4}\/\d{2}\/\d{2}\//.test(rel)) continue;
    const source = path.join(from, sourceDir, rel);
    const date = fs.existsSync(source) ? fs.statSync(source).mtime.toISOString().slice(0, 10) : new Date(0).toISOString().slice(0, 10);
    const dated = text.startsWith('---') ? text.replace(/^---\r?\n/, `---\ndate: ${date}\n`) : `---\ndate: ${date}\n---\n\n${text}`;
    files[index] = { path: file.path, text: dated };
    notes.push({ kind: 'converted', file: `${sourceDir}/${rel}`, target: file.path, message: `dated ${date} in its front matter, as Docusaurus dated it from the file's time` });
  }
}
