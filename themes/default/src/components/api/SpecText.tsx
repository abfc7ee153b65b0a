import type { ApiText } from '@laguna-docs/shared';
import { useApi } from './apiContext.js';

/** A text from the spec, as the HTML the build rendered from its markdown. */
export function SpecText({ text, className = 'api-text' }: { text: ApiText | undefined; className?: string }) {
  const { html } = useApi();
  if (!text) return null;
  const rendered = html[text.pointer];
  // Every text on a page is rendered by the build; the plain text is only a safety net.
  if (rendered === undefined) return <div className={className}><p>{text.markdown}</p></div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: rendered }} />;
}
