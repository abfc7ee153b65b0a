import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@laguna-docs/shared';
import { inlineConfig } from '../testing/stageFixtures.js';
import { reportProblems } from './reportProblems.js';

const unknownLanguage = (file: string, language: string): Diagnostic => ({ severity: 'warning', code: 'markdown/unknown-language', message: `unknown code block language "${language}"`, file, line: 3 });
const brokenLink: Diagnostic = { severity: 'error', code: 'markdown/broken-file-link', message: 'link to a missing file "nowhere.md"', file: 'content/en/docs/intro.md', line: 5 };

describe('the report stage', () => {
  it('keeps one warning per unknown code block language, the first in page order', () => {
    const found = [unknownLanguage('a.md', 'zig'), unknownLanguage('b.md', 'zig'), unknownLanguage('b.md', 'nim')];
    const { diagnostics } = reportProblems({ found, resolved: inlineConfig(), specFiles: [], linkCheck: 'off' });
    expect(diagnostics.map((d) => `${d.file} ${d.message}`)).toEqual(['a.md unknown code block language "zig"', 'b.md unknown code block language "nim"']);
  });

  it('returns the errors it finds rather than stopping the build itself', () => {
    const reported = reportProblems({ found: [brokenLink], resolved: inlineConfig(), specFiles: [], linkCheck: 'error' });
    expect(reported.diagnostics.map((d) => d.severity)).toEqual(['error']);
  });

  it("takes broken links as warnings under the dev server's policy", () => {
    const reported = reportProblems({ found: [brokenLink], resolved: inlineConfig(), specFiles: [], linkCheck: 'warn' });
    expect(reported.diagnostics.map((d) => [d.severity, d.code])).toEqual([['warning', 'markdown/broken-file-link']]);
    expect(reported.policy).toBeDefined();
  });
});
