import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { UserError } from '@laguna-docs/shared';

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
  const parsed = categoryMetaSchema.safeParse(doc.toJS() ?? {});
  if (!parsed.success) {
    throw new UserError(
      parsed.error.issues.map((issue) => {
        const node = issue.path.length ? (doc.getIn(issue.path as Array<string | number>, true) as { range?: [number, number] } | undefined) : undefined;
        return {
          severity: 'error' as const,
          code: 'category/invalid',
          message: `category "${issue.path.join('.') || '(root)'}": ${issue.message}`,
          file,
          line: node?.range ? lineCounter.linePos(node.range[0]).line : 1,
        };
      }),
    );
  }
  return parsed.data;
}
