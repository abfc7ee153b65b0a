import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vendoredFile, vendoredVersion } from './vendored.js';

// The workspace side of the resolver; the published side (the package's own `dist/vendor/`) is covered
// by packages/cli/src/published.e2e.test.ts, which installs the packed package.
describe('vendoredFile', () => {
  it('finds a file inside an installed dependency, by its path there', () => {
    const css = vendoredFile('katex', 'dist/katex.min.css', [import.meta.url]);
    expect(path.basename(css)).toBe('katex.min.css');
    expect(fs.readFileSync(css, 'utf8')).toContain('.katex');
    expect(vendoredFile('highlight.js', 'lib/languages/kotlin.js', [import.meta.url])).toMatch(/highlight\.js[\\/]lib[\\/]languages[\\/]kotlin\.js$/);
  });

  it('tries each base in turn', () => {
    const elsewhere = path.join(path.parse(process.cwd()).root, 'nowhere', 'package.json');
    expect(vendoredFile('katex', 'package.json', [elsewhere, import.meta.url])).toMatch(/katex[\\/]package\.json$/);
  });

  it('reads the version from the manifest', () => {
    expect(vendoredVersion('katex', [import.meta.url])).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('calls a missing file our bug, naming it', () => {
    expect(() => vendoredFile('katex', 'dist/missing.css', [import.meta.url])).toThrow('laguna-docs bug: cannot find katex/dist/missing.css, which the build reads at run time');
    expect(() => vendoredFile('not-a-dependency', 'x.js', [import.meta.url])).toThrow('laguna-docs bug: cannot find not-a-dependency/x.js, which the build reads at run time');
  });
});
