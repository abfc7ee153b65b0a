import { describe, expect, it } from 'vitest';
import { resolveConfig } from '@laguna-docs/config';
import type { Diagnostic } from '@laguna-docs/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from './buildSite.js';
import { firstOfEachLanguage } from './stages/reportProblems.js';
import { writeFiles } from './testing/siteFiles.js';

const unknown = (language: string, file: string, line: number): Diagnostic => ({ severity: 'warning', code: 'markdown/unknown-language', message: `unknown code block language "${language}"`, file, line });

describe('unknown code block languages', () => {
  it('keep the first warning of each language', () => {
    const other: Diagnostic = { severity: 'warning', code: 'markdown/code-block-option', message: 'x', file: 'b.md', line: 1 };
    expect(firstOfEachLanguage([unknown('a', 'a.md', 3), other, unknown('a', 'b.md', 1), unknown('b', 'b.md', 9), other])).toEqual([unknown('a', 'a.md', 3), other, unknown('b', 'b.md', 9), other]);
  });

  it('warn once per build, at the first page that uses the language', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-lang-'));
    writeFiles(root, { 'content/en/docs/a.md': '# A\n\n```klingon\nx\n```\n', 'content/en/docs/b.md': '# B\n\n```klingon\ny\n```\n\n```kotlin\nval x = 1\n```\n' });
    const warnings: string[] = [];
    const config = resolveConfig({ title: 'T', url: 'https://example.org' }, root, 'laguna-docs.config.ts');
    const { files } = await buildSite({ config, write: false, linkCheck: 'off', parallel: false, logger: { info() {}, warn: (message) => warnings.push(message) } });
    expect(warnings.filter((warning) => warning.includes('klingon'))).toHaveLength(1);
    expect(warnings.find((warning) => warning.includes('klingon'))).toContain('content/en/docs/a.md:3');
    expect(files.find((file) => file.path === 'docs/b.html')?.contents.toString()).toContain('<span class="hljs-keyword">val</span>');
  });
});
