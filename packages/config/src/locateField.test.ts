import { describe, expect, it } from 'vitest';
import { locateField } from './locateField.js';

const CONFIG = `import { defineConfig } from 'laguna-docs';

// A comment with { braces ] and 'quotes
const year = \`\${new Date().getFullYear()}\`;

export default defineConfig({
  title: 'Site', /* tagline: 'not here' */
  'tagline': "Docs: { and [",
  navbar: [
    { type: 'link', label: 'Docs', to: '/docs/intro' },
    { type: 'link', label: \`API \${year}\`, to: '/api', position: 'left' },
    {
      type: 'colorMode',
    },
  ],
  footer: { copyright: \`© \${year} { x }\` },
  editUrl: ({ file }) => \`https://example.org/\${file}\`,
  openapi: { spec: 'openapi.yaml' },
});
`;

describe('locateField', () => {
  it('finds keys, quoted keys and array elements of the exported object, skipping comments, strings and templates', () => {
    expect(locateField(CONFIG, ['title'])).toEqual({ line: 7, column: 3 });
    expect(locateField(CONFIG, ['tagline'])).toEqual({ line: 8, column: 3 });
    expect(locateField(CONFIG, ['navbar'])).toEqual({ line: 9, column: 3 });
    expect(locateField(CONFIG, ['navbar', 1])).toEqual({ line: 11, column: 5 });
    expect(locateField(CONFIG, ['navbar', 1, 'position'])).toEqual({ line: 11, column: 55 });
    expect(locateField(CONFIG, ['navbar', 2, 'type'])).toEqual({ line: 13, column: 7 });
    expect(locateField(CONFIG, ['footer', 'copyright'])).toEqual({ line: 16, column: 13 });
    expect(locateField(CONFIG, ['openapi', 'spec'])).toEqual({ line: 18, column: 14 });
  });

  it('gives nothing where the place is not sure: a missing key or element, a spread, a value made by code', () => {
    expect(locateField(CONFIG, ['navbar', 3])).toBeUndefined();
    expect(locateField(CONFIG, ['locales'])).toBeUndefined();
    expect(locateField(CONFIG, ['editUrl', 'file'])).toBeUndefined();
    const spread = "const base = { title: 'A' };\nexport default { ...base, url: 'https://example.org' };\n";
    expect(locateField(spread, ['title'])).toBeUndefined();
    expect(locateField(spread, ['url'])).toBeUndefined();
    expect(locateField("export default { navbar: [...links, { to: '/x' }] };\n", ['navbar', 1, 'to'])).toBeUndefined();
    expect(locateField("export default { title: 'unclosed\n};\n", ['title'])).toBeUndefined();
  });

  it('reads `export default config` with a typed constant, `module.exports`, and the last of a key written twice', () => {
    const named = "import type { SiteConfig } from 'laguna-docs';\n\nconst config: SiteConfig = {\n  title: 'A',\n  url: 'x',\n};\n\nexport default config;\n";
    expect(locateField(named, ['url'])).toEqual({ line: 5, column: 3 });
    expect(locateField("module.exports = {\n  title: 'A',\n  title: 'B',\n};\n", ['title'])).toEqual({ line: 3, column: 3 });
  });
});
