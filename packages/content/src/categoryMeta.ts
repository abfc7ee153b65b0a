import { LineCounter, parseDocument } from 'yaml';
import { z } from '@laguna-docs/config';
import { UserError } from '@laguna-docs/shared';
import { expandYaml } from './expandYaml.js';
import { yamlIssues } from './yamlIssues.js';

/** `_category_.yml` beside the docs of a folder. */
export const categoryMetaSchema = z
  .object({
    /** Sidebar label; defaults to the folder name without its number prefix. */
    label: z.string().min(1).optional(),
    /** Order among its siblings; overrides a numeric folder prefix. */
    position: z.number().optional(),
    /** Whether the category starts collapsed when the current page is elsewhere. */
    collapsed: z.boolean().default(true),
    /** A generated index page listing the category's items, at `/docs/category/<slug>`. */
    link: z
      .object({
        type: z.literal('generated-index'),
        /** Last segment of the index route; defaults to the slug of the default locale's label. */
        slug: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/).optional(),
        title: z.string().optional(),
        description: z.string().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type CategoryMeta = z.output<typeof categoryMetaSchema>;

/** Parses and validates category metadata (YAML or JSON); errors carry file and line. */
export function parseCategoryMeta(text: string, file: string): CategoryMeta {
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
