import { z } from 'zod';
import { controlCharacter, routePathProblem, urlProblem, type UrlKind } from '@laguna-docs/shared';

/**
 * A URL-valued field of a schema (the config's, front matter's, a category file's): a string that passes
 * the URL policy for its kind (`urlProblem`), refused with the policy's message at the field's line.
 */
export function urlField(kind: UrlKind) {
  return z.string().superRefine((value, ctx) => {
    const problem = urlProblem(value, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/**
 * A field that names where a page is written (`slug`, `id`, a category's slug, a redirect's `from`): no
 * empty, `.` or `..` segment, even percent-encoded, and no control character (`routePathProblem`).
 */
export function routePathField(pattern: RegExp, patternMessage: string) {
  return z
    .string()
    .regex(pattern, patternMessage)
    .superRefine((value, ctx) => {
      const problem = routePathProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `must be a route of the site: ${problem}` });
    });
}

/**
 * Text that reaches images and feeds (a title drawn on a social card, a description in `llms.txt`): no
 * control character but tab and line breaks, which an SVG cannot hold and a feed reader shows as garbage.
 */
export function textField() {
  return z.string().superRefine((value, ctx) => {
    const control = controlCharacter(value, { lineBreaks: true });
    if (control) ctx.addIssue({ code: 'custom', message: `has the control character ${control}; remove it` });
  });
}
