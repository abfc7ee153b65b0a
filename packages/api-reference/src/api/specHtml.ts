import { apiTextLine } from '@laguna-docs/openapi/model';
import type { ApiModel, Diagnostic } from '@laguna-docs/shared';
import { apiTexts, withoutCode } from './specLinks.js';

// An event handler attribute inside a tag: `<a href="#" onclick="…">`.
const HANDLER = /<([a-z][a-z0-9-]*)\b[^<>]*?\s(on[a-z]+)\s*=/gi;

/**
 * Every event handler attribute in the raw HTML of the model's spec texts, found when the spec is read,
 * so they come in the same run as its broken links rather than after every page is made; the renderer's
 * HTML policy strips them either way. None with `openapi.html: 'strip'`, where they are warnings then.
 */
export function specHtmlProblems(api: ApiModel, html: 'error' | 'strip' | undefined): Diagnostic[] {
  if (html === 'strip') return [];
  const problems: Diagnostic[] = [];
  for (const text of apiTexts(api)) {
    if (!/\son[a-z]+\s*=/i.test(text.markdown)) continue;
    for (const match of withoutCode(text.markdown).matchAll(HANDLER)) {
      const line = apiTextLine(text, match.index);
      problems.push({
        severity: 'error',
        code: 'markdown/forbidden-html',
        message: `${text.source?.pointer ?? text.pointer}: event handler attribute "${match[2]!.toLowerCase()}" on <${match[1]}> is not allowed in markdown`,
        hint: "raw HTML may show anything but may not run code; openapi.html: 'strip' leaves such attributes out of a vendor's description with a warning",
        file: text.source?.file ?? api.file,
        ...(line !== undefined ? { line } : {}),
      });
    }
  }
  return problems;
}
