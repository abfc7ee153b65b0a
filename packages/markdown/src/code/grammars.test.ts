import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlightCode.js';
import { grammarName, highlighter, loadGrammar } from './grammars.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('grammars loaded on demand', () => {
  it('know every highlight.js language and its aliases, and our own names', () => {
    expect(['kt', 'golang', 'c++', 'cs', 'rb', 'php', 'swift', 'scala', 'java', 'c', 'hs', 'ex'].map(grammarName)).toEqual(['kotlin', 'go', 'cpp', 'csharp', 'ruby', 'php', 'swift', 'scala', 'java', 'c', 'haskell', 'elixir']);
    expect(['shell', 'sh', 'console', 'shell-session', 'jsonc', 'psql', 'env', 'Rust', 'mdx'].map(grammarName)).toEqual(['bash', 'bash', 'shell-session', 'shell-session', 'json', 'sql', 'ini', 'rust', 'markdown']);
    expect(grammarName('klingon')).toBeUndefined();
  });

  it('load a grammar the first time a block uses it, not before', () => {
    expect(highlighter.registered('fortran')).toBe(false);
    const block = highlightCode({ language: 'f90', code: 'program hello\nend program hello' });
    expect(highlighter.registered('fortran')).toBe(true);
    expect(JSON.stringify(block)).toContain('hljs-keyword');
    expect(highlighter.registered('cobol')).toBe(false);
  });

  it('load the grammars a grammar embeds', () => {
    expect(loadGrammar('erb')).toBe(true);
    expect(highlighter.registered('ruby') && highlighter.registered('xml')).toBe(true);
  });

  it('guess an HTTP body among the same languages whatever was loaded before', () => {
    const message = 'HTTP/1.1 200 OK\nX-Kind: none\n\nSELECT id FROM users WHERE id = 1;';
    const before = JSON.stringify(highlightCode({ language: 'http', code: message }));
    for (const name of ['pgsql', 'cos', 'lasso', 'oxygene', 'n1ql', 'haskell', 'kotlin']) loadGrammar(name);
    expect(JSON.stringify(highlightCode({ language: 'http', code: message }))).toBe(before);
  });

  it('come from an index that matches the installed highlight.js', async () => {
    // @ts-expect-error: a plain JavaScript script without types
    const { languageIndexSource } = (await import('../../scripts/languageIndex.mjs')) as { languageIndexSource(): string };
    expect(fs.readFileSync(path.join(here, 'languageIndex.ts'), 'utf8'), 'run node packages/markdown/scripts/languageIndex.mjs').toBe(languageIndexSource());
  });
});
