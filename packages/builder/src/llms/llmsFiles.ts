import { localize, type SiteConfig } from '@laguna-docs/config';
import type { LocaleInfo } from '@laguna-docs/shared';
import type { OutputFile } from '../output.js';
import { llmsFullTxt, llmsTxt, type LlmsPage, type LlmsTxtOptions } from './llmsTxt.js';

/** A locale's `llms.txt` and `llms-full.txt`: at the root for the default locale, under `<code>/` for the others. */
export function llmsFiles(config: SiteConfig, locale: LocaleInfo, pages: readonly LlmsPage[]): OutputFile[] {
  const text = (value: Parameters<typeof localize>[0]) => localize(value, locale.code, config.locales.default);
  const options: LlmsTxtOptions = { title: config.title, tagline: text(config.tagline), apiLabel: config.openapi ? text(config.openapi.label) : 'API', pages };
  const folder = locale.prefix ? `${locale.prefix.slice(1)}/` : '';
  return [
    { path: `${folder}llms.txt`, contents: llmsTxt(options) },
    { path: `${folder}llms-full.txt`, contents: llmsFullTxt(options) },
  ];
}
