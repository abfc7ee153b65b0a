import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { render, type RenderOptions } from './testing/render.js';

// Each folder of test/fixtures is a case: input.md (and optionally options.json, the parse options)
// must turn into output.html (the serialised tree) and result.json (title, toc, ids, links, diagnostics).
// `UPDATE=1 npx vitest run --project markdown` rewrites the goldens; review the diff before committing.
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures');
const update = process.env.UPDATE === '1';
const cases = fs.readdirSync(fixtures, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

describe('golden fixtures', () => {
  it('has cases to run', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases)('%s', (name) => {
    const dir = path.join(fixtures, name);
    const input = fs.readFileSync(path.join(dir, 'input.md'), 'utf8');
    const optionsFile = path.join(dir, 'options.json');
    const options = fs.existsSync(optionsFile) ? (JSON.parse(fs.readFileSync(optionsFile, 'utf8')) as RenderOptions) : {};
    const { html, hast: _hast, ...result } = render(input, options);
    const actual = { 'output.html': `${html}\n`, 'result.json': `${JSON.stringify(result, null, 2)}\n` };
    for (const [file, text] of Object.entries(actual)) {
      const golden = path.join(dir, file);
      if (update) fs.writeFileSync(golden, text);
      expect(fs.existsSync(golden), `${name}/${file} is missing; run with UPDATE=1 to write it`).toBe(true);
      expect(text, `${name}/${file}`).toBe(fs.readFileSync(golden, 'utf8'));
    }
  });
});
