import { LineCounter, parseDocument, isMap } from 'yaml';
import { expandYaml } from './expandYaml.js';
import { z } from '@laguna-docs/config';
import { UserError } from '@laguna-docs/shared';
import { yamlIssues } from './yamlIssues.js';

const action = z
  .object({
    /** Button text. */
    text: z.string().min(1),
    /** Route inside the site, e.g. `/docs/intro`. */
    link: z.string().startsWith('/'),
    variant: z.enum(['primary', 'secondary']).default('primary'),
  })
  .strict();

const feature = z
  .object({ title: z.string().min(1), details: z.string().min(1), icon: z.string().optional(), link: z.string().startsWith('/').optional() })
  .strict();

/** Front matter a markdown file may start with. Unknown keys are an error so typos do not pass silently. */
export const frontMatterSchema = z
  .object({
    /** Page title; defaults to the first `# heading`. */
    title: z.string().min(1).optional(),
    /** Meta description and the text of category cards. */
    description: z.string().optional(),
    /** Shorter label for the sidebar. */
    sidebar_label: z.string().min(1).optional(),
    /** Order in the sidebar; lower comes first. Overrides a numeric file prefix. */
    sidebar_position: z.number().optional(),
    /** `false` keeps the page out of the sidebar and prev/next. */
    sidebar: z.boolean().optional(),
    /** Last route segment instead of the file name. */
    slug: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'must be one lowercase route segment such as "setup"').optional(),
    hide_table_of_contents: z.boolean().optional(),
    /**
     * The page's social image (`og:image`) instead of the generated card: a full URL, a path in the site
     * (`/img/card.png`, from the static folder) or a file beside the page (`./card.png`).
     */
    image: z.string().min(1).optional(),
    /** This page's "Edit this page" URL instead of the one the config's `editUrl` makes; `null` shows none. */
    custom_edit_url: z.url().nullable().optional(),
    /** `home` renders the hero and feature cards below. */
    layout: z.enum(['doc', 'page', 'home']).optional(),
    hero: z.object({ title: z.string().min(1), tagline: z.string().min(1), actions: z.array(action).default([]) }).strict().optional(),
    features: z.array(feature).optional(),
    /**
     * In a translation: the hash of the default locale's file it translates, written by
     * `laguna-docs translations mark`. When the original changes, the translation is reported stale.
     */
    translation_of: z.string().regex(/^[0-9a-f]{8,64}$/, 'must be the hash "laguna-docs translations mark" writes, such as "3f2a9c1e0b7d" (quoted, so YAML reads it as text)').optional(),
  })
  .strict();

export type FrontMatter = z.output<typeof frontMatterSchema>;

export interface FrontMatterResult {
  data: FrontMatter;
  /** The markdown after the front matter. */
  body: string;
  /** 1-based line of the file on which `body` starts, so body positions map back to the file. */
  bodyLine: number;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

/**
 * Splits and validates YAML front matter. Errors name the file and the line of the offending key.
 * `file` is the path shown in messages.
 */
export function parseFrontMatter(text: string, file: string): FrontMatterResult {
  const match = text.startsWith('---') ? FENCE.exec(text) : null;
  if (!match || match.index !== 0) return { data: {}, body: text, bodyLine: 1 };
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
  const parsed = frontMatterSchema.safeParse(raw);
  if (!parsed.success) {
    throw new UserError(yamlIssues(parsed.error.issues, { subject: 'front matter', code: 'front-matter/invalid', file, schema: frontMatterSchema, doc, lineOf: fileLine, firstLine: 2 }));
  }
  const consumed = match[0];
  return { data: parsed.data, body: text.slice(consumed.length), bodyLine: consumed.split('\n').length + (consumed.endsWith('\n') ? 0 : 1) };
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}
