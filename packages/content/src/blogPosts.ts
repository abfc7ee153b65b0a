import { LineCounter, parseDocument } from 'yaml';
import { textField, z } from '@laguna-docs/config';
import { authorFields, socialUrl, tagLabel, tagPermalink, tagPermalinkField } from './blogFields.js';
import { routePathProblem, stripNumberPrefix, UserError, type PostAuthor } from '@laguna-docs/shared';
import { expandYaml } from './expandYaml.js';
import type { FrontMatter } from './frontMatter.js';
import { isIndexName } from './planRoute.js';
import { yamlIssues } from './yamlIssues.js';

/** An author of the blog, from `authors.yml` or written out in a post's front matter: as pages show them, and the key. */
export interface BlogAuthor extends Omit<PostAuthor, 'route'> {
  /** The author's key in `authors.yml`; absent for one written out in a post alone. */
  key?: string;
}

/** A tag as `tags.yml` defines it (or as a post names it, without one): its label, description and route segment. */
export interface BlogTag {
  key: string;
  label: string;
  description?: string;
  /** The tag page's segment under `<blog>/tags/`: `releases`. */
  permalink: string;
}

/** Where a post goes and when it was written, from its file name and front matter alone. */
export interface PlannedPost {
  route: string;
  /** `2024-01-02` or a full ISO date-time, as the front matter or the name gives it; absent when neither does. */
  date?: string;
}

const DATED = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;

/**
 * The route and date of a post at `relPath` in the blog folder: `2024-01-02-hello.md` and
 * `2024-01-02-hello/index.md` are `<blog>/hello`, dated 2024-01-02, and `2024/01/02/hello.md` is
 * `<blog>/2024/01/02/hello`; front matter `date` wins over the name's date, and `slug` (`hello-world` or
 * `/hello-world`, both under the blog's route) over its name.
 */
export function planPost(relPath: string, frontMatter: Pick<FrontMatter, 'date' | 'slug'>, blogRoute: string): PlannedPost {
  const segments = relPath.replace(/\.mdx?$/, '').split('/');
  if (segments.length > 1 && isIndexName(segments[segments.length - 1]!)) segments.pop();
  let date: string | undefined;
  // Docusaurus's other form: folders `2024/01/02/`, kept in the route as it keeps them.
  const folders = /^(\d{4})\/(\d{2})\/(\d{2})(\/|$)/.exec(segments.join('/'));
  if (folders) date = `${folders[1]}-${folders[2]}-${folders[3]}`;
  const named = segments.map((segment, index) => {
    const dated = index === segments.length - 1 ? DATED.exec(segment) : null;
    if (!dated) return stripNumberPrefix(segment);
    date = `${dated[1]}-${dated[2]}-${dated[3]}`;
    return dated[4]!;
  });
  const given = frontMatter.date;
  if (given !== undefined) date = given instanceof Date ? given.toISOString().replace(/T00:00:00\.000Z$/, '') : given;
  const slug = frontMatter.slug?.replace(/^\/+|\/+$/g, '');
  const path = slug !== undefined && slug !== '' ? slug : named.join('/');
  const base = blogRoute === '/' ? '' : blogRoute;
  return { route: `${base}/${path}`, ...(date !== undefined ? { date } : {}) };
}

/** Docusaurus's truncate markers: `<!-- truncate -->` in markdown, `{/* truncate *\/}` in MDX. */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** The part of a post's body above its truncate marker, or `undefined` when it has none. */
export function postExcerpt(body: string, marker: RegExp = TRUNCATE_MARKER): string | undefined {
  const found = marker.exec(body);
  return found ? body.slice(0, found.index) : undefined;
}

/** Minutes to read a text at 200 words a minute, at least one. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.ceil(wordCount(body.replace(/```[\s\S]*?```/g, ' ')) / 200));
}

const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/**
 * How many runs of letters and numbers `text` has (what `/[\p{L}\p{N}]+/gu` matches), counted without making
 * a string of each: a blog of a thousand posts counts every word of every post.
 */
export function wordCount(text: string): number {
  let count = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    let letter: boolean;
    if (unit < 0x80) letter = (unit >= 0x30 && unit <= 0x39) || ((unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7a);
    else {
      const code = text.codePointAt(index)!;
      letter = LETTER_OR_NUMBER.test(String.fromCodePoint(code));
      if (code > 0xffff) index++;
    }
    if (letter && !inWord) count++;
    inWord = letter;
  }
  return count;
}

const authorSchema = z.object({ name: textField().min(1), ...authorFields }).strict();

// A key is the segment of the author's page, `<blog>/authors/<key>`.
const authorsSchema = z.record(z.string().regex(/^[^/\\%#?\s]+$/, 'must be a key without spaces or slashes'), authorSchema).superRefine((authors, ctx) => {
  for (const key of Object.keys(authors)) {
    const problem = routePathProblem(key);
    if (problem) ctx.addIssue({ code: 'custom', path: [key], message: `the key must be a segment of the author's page: ${problem}` });
  }
});

const tagSchema = z.object({ label: textField().min(1), description: z.string().optional(), permalink: tagPermalinkField.optional() }).strict();

// A key without a `permalink` makes the tag page's segment.
const tagsSchema = z.record(z.string(), tagSchema).superRefine((tags, ctx) => {
  for (const [key, tag] of Object.entries(tags)) {
    const problem = tag.permalink === undefined ? tagLabel.safeParse(key).error?.issues[0]?.message : undefined;
    if (problem) ctx.addIssue({ code: 'custom', path: [key], message: `the key ${problem}` });
  }
});

/** An author as pages show it, from the fields `authors.yml` and front matter share. */
export function blogAuthor(key: string | undefined, raw: z.output<typeof authorSchema> | Partial<z.output<typeof authorSchema>>, fallbackName: string): BlogAuthor {
  const image = raw.image_url ?? raw.imageURL;
  const links = raw.socials ? Object.fromEntries(Object.entries(raw.socials).map(([network, value]) => [network, socialUrl(network, value)])) : undefined;
  return {
    ...(key !== undefined ? { key } : {}),
    name: raw.name ?? fallbackName,
    ...(raw.title ? { title: raw.title } : {}),
    ...(raw.url ? { url: raw.url } : {}),
    ...(image ? { imageUrl: image } : {}),
    ...(raw.email ? { email: raw.email } : {}),
    ...(links && Object.keys(links).length > 0 ? { socials: links } : {}),
  };
}

function parseYamlFile<T extends z.ZodType>(text: string, file: string, schema: T, subject: string, code: 'blog-authors' | 'blog-tags'): z.output<T> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const first = doc.errors[0];
  if (first) throw new UserError({ severity: 'error', code: `${code}/invalid-yaml`, message: `invalid ${subject}: ${first.message.split('\n')[0]}`, file, line: lineCounter.linePos(first.pos[0]).line });
  const lineOf = (offset: number) => lineCounter.linePos(offset).line;
  const parsed = schema.safeParse(expandYaml(doc, { subject, code: `${code}/too-many-aliases`, file, lineOf }) ?? {});
  if (!parsed.success) throw new UserError(yamlIssues(parsed.error.issues, { subject, code: `${code}/invalid`, file, schema, doc, lineOf, firstLine: 1 }));
  return parsed.data;
}

/** The blog's `authors.yml`: authors by key. Errors name the file and line. */
export function parseBlogAuthors(text: string, file: string): Map<string, BlogAuthor> {
  const data = parseYamlFile(text, file, authorsSchema, 'blog authors', 'blog-authors');
  return new Map(Object.entries(data).map(([key, raw]) => [key, blogAuthor(key, raw, key)]));
}

/** The blog's `tags.yml`: tags by key, each with its label and route segment. Errors name the file and line. */
export function parseBlogTags(text: string, file: string): Map<string, BlogTag> {
  const data = parseYamlFile(text, file, tagsSchema, 'blog tags', 'blog-tags');
  return new Map(Object.entries(data).map(([key, raw]) => [key, { key, label: raw.label, ...(raw.description ? { description: raw.description } : {}), permalink: raw.permalink?.replace(/^\/+|\/+$/g, '') || tagPermalink(key) }]));
}
