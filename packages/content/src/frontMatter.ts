import { LineCounter, parseDocument, isMap, type Document } from 'yaml';
import { expandYaml } from './expandYaml.js';
import { routePathField, textField, urlField, z } from '@laguna-docs/config';
import { authorFields, tagLabel, tagPermalinkField } from './blogFields.js';
import { closest, UserError, withoutBom, type Diagnostic } from '@laguna-docs/shared';
import { yamlIssues } from './yamlIssues.js';

const action = z
  .object({
    /** Button text. */
    text: z.string().min(1),
    /** Route inside the site, e.g. `/docs/intro`. */
    link: urlField('route'),
    variant: z.enum(['primary', 'secondary']).default('primary'),
  })
  .strict();

const feature = z
  .object({ title: z.string().min(1), details: z.string().min(1), icon: z.string().optional(), link: urlField('route').optional() })
  .strict();

const headingLevel = z.number().int().min(2).max(6);

/** A Docusaurus tag: a name, or a name with its own page address and description. */
const tag = z.union([tagLabel, z.object({ label: tagLabel, permalink: tagPermalinkField.optional(), description: z.string().optional() }).strict()]);

/** An author written out in a blog post's front matter, as in `authors.yml`. */
export const postAuthor = z
  .object({
    /** The key of an author in `authors.yml`, whose fields these complete. */
    key: z.string().min(1).optional(),
    name: textField().min(1).optional(),
    ...authorFields,
  })
  .strict();

/**
 * Keys Docusaurus docs understand, with Docusaurus's types, so a docs folder written for it builds as it is.
 * Kept apart from laguna-docs's own keys so each group reads as one list.
 */
const docusaurusKeys = {
  /** Replaces the file name in the page's route (without a `slug`); an `index.md` keeps its folder's route. */
  id: routePathField(/^[^/\\]+$/, 'must be a name without slashes such as "setup"').optional(),
  /** `true` leaves out the page's first `# heading` (the title stays in the tab and the sidebar). */
  hide_title: z.boolean().optional(),
  /** Class added to the page's sidebar item, for the site's own CSS. */
  sidebar_class_name: z.string().optional(),
  /** Any data for the theme's sidebar item. */
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  /** Which sidebar the page shows; `null` shows none. */
  displayed_sidebar: z.string().nullable().optional(),
  /** Label of the page in the previous/next links, instead of its sidebar label. */
  pagination_label: textField().min(1).optional(),
  /** Route or file (`./other.md`) of the previous page; `null` shows no previous link. */
  pagination_prev: z.string().min(1).nullable().optional(),
  /** Route or file of the next page; `null` shows no next link. */
  pagination_next: z.string().min(1).nullable().optional(),
  /** Words for `<meta name="keywords">`. */
  keywords: z.array(z.string()).optional(),
  tags: z.array(tag).optional(),
  /** `true`: built by `serve --watch`, left out of production builds. */
  draft: z.boolean().optional(),
  /** `true`: built, but not in the sidebar, search, sitemap or prev/next, and marked `noindex`. */
  unlisted: z.boolean().optional(),
  /** Date and author shown as the page's last update instead of those from git. */
  last_update: z.object({ date: z.union([z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'must be a date such as 2024-01-02'), z.date()]).optional(), author: z.string().optional() }).strict().optional(),
  /** Smallest heading level in the table of contents (2–6). */
  toc_min_heading_level: headingLevel.optional(),
  /** Largest heading level in the table of contents (2–6). */
  toc_max_heading_level: headingLevel.optional(),
  /** A blog post's date (`2024-01-02`, or with a time), instead of the one its file or folder name starts with. */
  date: z.union([z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'must be a date such as 2024-01-02'), z.date()]).optional(),
  /** A blog post's authors: keys of the blog's `authors.yml`, or authors written out (`name`, `title`, `url`, `image_url`, `email`, `socials`). */
  authors: z.union([z.string().min(1), postAuthor, z.array(z.union([z.string().min(1), postAuthor]))]).optional(),
  /** A blog post's one author, as older Docusaurus posts write it (with `author_url`, `author_title`, `author_image_url`). */
  author: textField().min(1).optional(),
  author_url: urlField('link').optional(),
  author_title: textField().optional(),
  author_image_url: urlField('image').optional(),
};

/**
 * Front matter a markdown file may start with: laguna-docs's keys and Docusaurus's. Keys that are neither
 * are split off before validation (see `parseFrontMatter`), so a typo inside a known key is still an error.
 */
const frontMatterSchema = z
  .object({
    /** Page title; defaults to the first `# heading`. */
    title: textField().min(1).optional(),
    /** Meta description and the text of category cards. */
    description: textField().optional(),
    /** Shorter label for the sidebar. */
    sidebar_label: textField().min(1).optional(),
    /** Order in the sidebar; lower comes first. Overrides a numeric file prefix. */
    sidebar_position: z.number().optional(),
    /** `false` keeps the page out of the sidebar and prev/next. */
    sidebar: z.boolean().optional(),
    /**
     * The page's route: `setup` or `guides/setup` replace the file name (relative to the file's folder);
     * `/guides/setup` is relative to the section's route base (`/docs` for docs), as in Docusaurus.
     */
    slug: routePathField(/^\/?(?:[^/\s]+(?:\/[^/\s]+)*)?\/?$/, 'must be a route such as "setup", "guides/setup" or "/guides/setup"').optional(),
    hide_table_of_contents: z.boolean().optional(),
    /**
     * The page's social image (`og:image`) instead of the generated card: a full URL, a path in the site
     * (`/img/card.png`, from the static folder) or a file beside the page (`./card.png`).
     */
    image: urlField('image').min(1).optional(),
    /** This page's "Edit this page" URL instead of the one the config's `editUrl` makes; `null` shows none. */
    custom_edit_url: urlField('external').nullable().optional(),
    /** `home` renders the hero and feature cards below. */
    layout: z.enum(['doc', 'page', 'home']).optional(),
    hero: z.object({ title: textField().min(1), tagline: textField().min(1), actions: z.array(action).default([]) }).strict().optional(),
    features: z.array(feature).optional(),
    /**
     * In a translation: the hash of the default locale's file it translates, written by
     * `laguna-docs translations mark`. When the original changes, the translation is reported stale.
     */
    translation_of: z.string().regex(/^[0-9a-f]{8,64}$/, 'must be the hash "laguna-docs translations mark" writes, such as "3f2a9c1e0b7d" (quoted, so YAML reads it as text)').optional(),
    ...docusaurusKeys,
  })
  .strict()
  .refine((data) => (data.toc_min_heading_level ?? 2) <= (data.toc_max_heading_level ?? 6), { message: 'must not be greater than toc_max_heading_level', path: ['toc_min_heading_level'] });

export type FrontMatter = z.output<typeof frontMatterSchema>;

export interface FrontMatterResult {
  data: FrontMatter;
  /** Keys neither laguna-docs nor Docusaurus knows, kept as they are for the site's components and the theme. */
  custom: Record<string, unknown>;
  /** Warnings: one per unknown key (errors instead, thrown, with `strict`). */
  diagnostics: Diagnostic[];
  /** The markdown after the front matter. */
  body: string;
  /** 1-based line of the file on which `body` starts, so body positions map back to the file. */
  bodyLine: number;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

export interface ParseFrontMatterOptions {
  /** Unknown keys are errors instead of warnings (config `frontMatter.strict`). */
  strict?: boolean;
}

const KNOWN_KEYS: readonly string[] = Object.keys(frontMatterSchema.shape);

/**
 * Splits and validates YAML front matter. Errors name the file and the line of the offending key.
 * `file` is the path shown in messages. A top-level key no one knows is kept in `custom` with a warning
 * (an error with `strict`); unknown keys inside a known one (`hero.titel`) are always errors.
 */
export function parseFrontMatter(input: string, file: string, options: ParseFrontMatterOptions = {}): FrontMatterResult {
  // A byte-order mark (which some editors write) before the fence would make the front matter page text.
  const text = withoutBom(input);
  const match = text.startsWith('---') ? FENCE.exec(text) : null;
  if (!match || match.index !== 0) return { data: {}, custom: {}, diagnostics: [], body: text, bodyLine: 1 };
  const yamlText = match[1] ?? '';
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  // YAML line 1 is file line 2, after the opening fence.
  const fileLine = (offset: number) => lineCounter.linePos(offset).line + 1;
  if (doc.errors.length > 0) {
    throw new UserError(
      doc.errors.map((error) => ({
        severity: 'error',
        code: 'front-matter/invalid-yaml',
        message: `invalid YAML in front matter: ${firstLine(error.message)}`,
        file,
        line: fileLine(error.pos[0]),
        column: lineCounter.linePos(error.pos[0]).col,
      })),
    );
  }
  const raw: unknown = doc.contents === null ? {} : expandYaml(doc, { subject: 'front matter', code: 'front-matter/too-many-aliases', file, lineOf: fileLine });
  if (!isMap(doc.contents) && doc.contents !== null) {
    throw new UserError({ severity: 'error', code: 'front-matter/not-a-map', message: 'front matter must be a map of keys to values', file, line: 2 });
  }
  const known: Record<string, unknown> = {};
  const custom: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((raw ?? {}) as Record<string, unknown>)) (KNOWN_KEYS.includes(key) ? known : custom)[key] = value;
  const unknown = unknownKeyDiagnostics(Object.keys(custom), { file, doc, lineOf: fileLine, strict: options.strict === true });
  const parsed = frontMatterSchema.safeParse(known);
  const errors = [...(parsed.success ? [] : yamlIssues(parsed.error.issues, { subject: 'front matter', code: 'front-matter/invalid', file, schema: frontMatterSchema, doc, lineOf: fileLine, firstLine: 2 })), ...(options.strict ? unknown : [])];
  if (!parsed.success || errors.length > 0) throw new UserError(errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
  const consumed = match[0];
  return { data: parsed.data, custom, diagnostics: options.strict ? [] : unknown, body: text.slice(consumed.length), bodyLine: consumed.split('\n').length + (consumed.endsWith('\n') ? 0 : 1) };
}

/** One diagnostic per unknown top-level key, at its line, with the known key it most resembles. */
function unknownKeyDiagnostics(keys: readonly string[], context: { file: string; doc: Document; lineOf(offset: number): number; strict: boolean }): Diagnostic[] {
  return keys.map((key) => {
    const guess = closest(key, KNOWN_KEYS);
    const pair = isMap(context.doc.contents) ? context.doc.contents.items.find((item) => String((item.key as { value?: unknown } | null)?.value) === key) : undefined;
    const range = (pair?.key as { range?: number[] } | null | undefined)?.range;
    return {
      severity: context.strict ? 'error' : 'warning',
      code: 'front-matter/unknown-key',
      message: `unknown front matter key "${key}"${context.strict ? '' : ' (kept for the theme and components)'}`,
      hint: `${guess ? `did you mean "${guess}"? ` : ''}${context.strict ? 'frontMatter.strict is on in the config; remove the key or turn strict off' : 'set frontMatter.strict in the config to make unknown keys errors'}`,
      file: context.file,
      line: range ? context.lineOf(range[0]!) : 2,
    };
  });
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}
