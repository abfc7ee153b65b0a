import { LineCounter, parseDocument } from 'yaml';
import { routePathField, textField, urlField, z } from '@laguna-docs/config';
import { UserError, withoutBom } from '@laguna-docs/shared';
import { expandYaml } from './expandYaml.js';
import { yamlIssues } from './yamlIssues.js';

/** `link` to a generated index page listing the category's items. */
const generatedIndex = z
  .object({
    type: z.literal('generated-index'),
    /**
     * Route of the index: `guides` is `/docs/category/guides`; `/guides/all` is relative to the docs route,
     * as in Docusaurus (`/docs/guides/all`). Defaults to the slug of the folder name.
     */
    slug: routePathField(/^\/?[^/\s]+(?:\/[^/\s]+)*$/, 'must be a route such as "guides" or "/category/guides"').optional(),
    title: textField().optional(),
    description: textField().optional(),
    /** Accepted as in Docusaurus; not used. */
    keywords: z.array(z.string()).optional(),
    image: urlField('image').optional(),
  })
  .strict();

/** `link` to a doc: the category's label opens that doc, which is then not listed again among its items. */
const docLink = z
  .object({
    type: z.literal('doc'),
    /** Doc id (`guides/intro`: folders and name without number prefixes, or its front matter `id`), route or file. */
    id: z.string().min(1),
  })
  .strict();

/** `_category_.yml` (or `.json`) beside the docs of a folder, with the keys Docusaurus understands. */
const categoryMetaSchema = z
  .object({
    /** Sidebar label; defaults to the folder name without its number prefix. */
    label: textField().min(1).optional(),
    /** Order among its siblings; overrides a numeric folder prefix. */
    position: z.number().optional(),
    /** `false`: the category is always open, without a toggle. */
    collapsible: z.boolean().default(true),
    /** Whether the category starts collapsed when the current page is elsewhere. */
    collapsed: z.boolean().default(true),
    /** Class of the category's sidebar item, for the site's CSS. */
    className: z.string().optional(),
    /** What the category's label links to: a generated index page, or a doc. */
    link: z.discriminatedUnion('type', [generatedIndex, docLink]).nullable().optional(),
    /** Any data for the theme's sidebar item. */
    customProps: z.record(z.string(), z.unknown()).optional(),
    /** Text of the category's card on generated index pages (the index's own `link.description` wins there). */
    description: textField().optional(),
    /** Accepted as in Docusaurus (a translation key); not used. */
    key: z.string().optional(),
  })
  .strict();

export type CategoryMeta = z.output<typeof categoryMetaSchema>;

/** Parses and validates category metadata (YAML or JSON); errors carry file and line. */
export function parseCategoryMeta(input: string, file: string): CategoryMeta {
  const text = withoutBom(input);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const first = doc.errors[0];
  if (first) {
    throw new UserError({ severity: 'error', code: 'category/invalid-yaml', message: `invalid category metadata: ${first.message.split('\n')[0]}`, file, line: lineCounter.linePos(first.pos[0]).line });
  }
  const lineOf = (offset: number) => lineCounter.linePos(offset).line;
  const parsed = categoryMetaSchema.safeParse(expandYaml(doc, { subject: 'category metadata', code: 'category/too-many-aliases', file, lineOf }) ?? {});
  if (!parsed.success) {
    throw new UserError(yamlIssues(parsed.error.issues, { subject: 'category', code: 'category/invalid', file, schema: categoryMetaSchema, doc, lineOf, firstLine: 1 }));
  }
  return parsed.data;
}
