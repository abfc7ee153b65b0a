import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { siteFolder, type SiteFolder } from '../testing/siteFolder.js';
import { carrySwizzled, unprovidedImports, withClientLoad } from './carryTheme.js';
import type { MigratedFile, MigrationNote } from './types.js';

const sites: SiteFolder[] = [];
afterEach(() => {
  for (const site of sites.splice(0)) fs.rmSync(site.root, { recursive: true, force: true });
});

describe('carrying React pages and swizzled components', () => {
  it('names each import laguna-docs does not provide at its line, type-only imports and its own modules aside', () => {
    const text = [
      "import React, { useState } from 'react';",
      "import Layout from '@theme/Layout';",
      "import Original from '@theme-original/Footer';",
      "import type { Props } from '@theme/DocItem';",
      "import Link from '@docusaurus/Link';",
      "import {",
      '  useThemeConfig,',
      "} from '@docusaurus/theme-common';",
      "import styles from './styles.module.css';",
      "import Card from '@site/src/components/Card';",
      "import DocItem from '@theme-original/DocItem';",
      "const clsx = require('clsx');",
    ].join('\n');
    expect(unprovidedImports(text)).toEqual([
      { source: '@docusaurus/Link', line: 5 },
      { source: '@docusaurus/theme-common', line: 8 },
      { source: '@theme-original/DocItem', line: 11 },
      { source: 'clsx', line: 12 },
    ]);
  });

  it('adds client:load where a component that keeps state or handles events is used, and nowhere else', () => {
    const site = siteFolder('carry-theme', {
      'src/components/Counter.js': "import { useState } from 'react';\nexport default function Counter() { const [n, set] = useState(0); return <b>{n}</b>; }\n",
      'src/components/Button/index.tsx': 'export default function Button() { return <button onClick={() => alert(1)}>Hi</button>; }\n',
      'src/components/Plain.js': 'export default function Plain() { return <i>plain</i>; }\n',
    });
    sites.push(site);
    const page = "import Counter from '@site/src/components/Counter';\nimport Button from '../components/Button';\nimport Plain from '../components/Plain';\n\nexport default () => <>\n  <Counter />\n  <Button client:idle />\n  <Plain />\n  <Counter\n    start={1} />\n</>;\n";
    expect(withClientLoad(site.root, 'src/pages/help.js', page)).toEqual({ text: page.replace('<Counter />', '<Counter client:load />').replace('<Counter\n', '<Counter client:load\n'), islands: ['Counter'] });
  });

  it('carries a swizzled component laguna-docs lets a site override, and reports one it does not', () => {
    const site = siteFolder('carry-swizzled', {
      'src/theme/Footer/index.js': "import Original from '@theme-original/Footer';\nexport default (props) => <Original {...props} />;\n",
      'src/theme/Footer/a.module.css': '.x { color: red; }\n',
      'src/theme/DocItem/index.js': 'export default () => null;\n',
      'src/theme/Navbar/index.js': "import { useThemeConfig } from '@docusaurus/theme-common';\nexport default () => null;\n",
    });
    sites.push(site);
    const files: MigratedFile[] = [];
    const notes: MigrationNote[] = [];
    carrySwizzled({ from: site.root, files, notes });
    expect(files.map((file) => file.path)).toEqual(['src/theme/Footer/index.js', 'src/theme/Footer/a.module.css']);
    expect(notes.map((note) => `${note.kind} ${note.file}${note.line ? `:${note.line}` : ''} ${note.message}`)).toMatchInlineSnapshot(`
      [
        "not-carried src/theme/DocItem/index.js a swizzled theme component, DocItem: laguna-docs lets a site override AnnouncementBar, Navbar, NavPanel, MainContent, Breadcrumbs, VersionBanner, PageMeta, Pagination, Toc, Footer, SearchButton, ColorModeToggle",
        "converted src/theme/Footer/index.js the swizzled Footer, carried: it replaces the theme's Footer (its props are laguna-docs' own: https://sloveniaengineering.github.io/laguna-docs/manual/docs/guides/theme-overrides)",
        "not-carried src/theme/Navbar/index.js:1 the swizzled Navbar imports "@docusaurus/theme-common", which laguna-docs does not provide: it may import React, @theme/Layout, @theme/<Name> and @theme-original/<Name> of the overridable components, and the site's own files",
      ]
    `);
  });
});
