import { urlProblem } from '@laguna-docs/shared';
import { walkMembers } from './pointer.js';
import type { SpecProblem } from './specDiagnostic.js';

/**
 * The description's links that the reference publishes as links (`info.termsOfService`, `info.contact.url`,
 * `info.license.url`, every `externalDocs.url`) that the site's URL policy refuses (`urlProblem`, as links:
 * `http:`, `https:`, `mailto:`, `tel:` or relative): a `javascript:` terms of service would be a live
 * script link on the API's introduction. Extensions (`x-…`) are not read.
 */
export function checkLinks(document: unknown): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const check = (value: unknown, pointer: string) => {
    const problem = typeof value === 'string' ? urlProblem(value, 'link') : undefined;
    if (problem) problems.push({ code: 'openapi/unsafe-link', pointer, message: problem, hint: 'the reference publishes this URL as a link' });
  };
  const info = field(document, 'info');
  check(field(info, 'termsOfService'), '/info/termsOfService');
  check(field(field(info, 'contact'), 'url'), '/info/contact/url');
  check(field(field(info, 'license'), 'url'), '/info/license/url');
  walkMembers(document, (key, value, at) => {
    if (key === 'externalDocs') check(field(value, 'url'), `${at}/externalDocs/url`);
  });
  return problems;
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}
