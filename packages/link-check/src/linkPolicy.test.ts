import { describe, expect, it } from 'vitest';
import type { Diagnostic, DiagnosticCode } from '@laguna-docs/shared';
import { applyLinkPolicy, WARN_ONLY } from './linkPolicy.js';

const found = (code: DiagnosticCode): Diagnostic => ({ severity: 'error', code, message: code, file: 'content/en/docs/a.md', line: 3 });
const severities = (list: Diagnostic[]) => list.map((d) => `${d.code}: ${d.severity}`);

describe('applyLinkPolicy', () => {
  const all = [found('link/missing-page'), found('link/missing-file'), found('link/missing-anchor'), { ...found('markdown/broken-file-link'), severity: 'warning' as const }, found('markdown/raw-html')];

  it('gives each kind of broken link the severity its setting names, and leaves other problems alone', () => {
    expect(severities(applyLinkPolicy(all, { onBrokenLinks: 'warn', onBrokenAnchors: 'error', onBrokenMarkdownLinks: 'error' }))).toEqual([
      'link/missing-page: warning',
      'link/missing-file: warning',
      'link/missing-anchor: error',
      'markdown/broken-file-link: error',
      'markdown/raw-html: error',
    ]);
    expect(severities(applyLinkPolicy(all, WARN_ONLY))).toEqual(['link/missing-page: warning', 'link/missing-file: warning', 'link/missing-anchor: warning', 'markdown/broken-file-link: warning', 'markdown/raw-html: error']);
  });

  it('keeps the messages and places as they are', () => {
    expect(applyLinkPolicy([found('link/missing-page')], WARN_ONLY)).toEqual([{ ...found('link/missing-page'), severity: 'warning' }]);
  });
});
