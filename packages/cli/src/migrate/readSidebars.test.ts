import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteFolder } from '../testing/siteFolder.js';
import { readSidebars, sidebarsFile } from './readSidebars.js';
import { Unread } from './staticValue.js';
import type { MigrationNote } from './types.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const SIDEBARS = {
  'sidebars.js': "module.exports = { docs: ['intro'] };\n",
  'sidebars.cjs': "module.exports = { docs: ['intro'] };\n",
  'sidebars.mjs': "export default { docs: ['intro'] };\n",
  'sidebars.ts': "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';\nconst sidebars: SidebarsConfig = { docs: ['intro'] };\nexport default sidebars;\n",
  'sidebars.json': '{ "docs": ["intro"] }\n',
};

describe('the sidebars file', () => {
  it.each(Object.keys(SIDEBARS))('is read from %s, named with or without its extension, or found without sidebarPath', (name) => {
    const site = siteFolder('sidebars', { [`config/${name}`]: SIDEBARS[name as keyof typeof SIDEBARS], [name]: SIDEBARS[name as keyof typeof SIDEBARS] });
    roots.push(site.root);
    const notes: MigrationNote[] = [];
    for (const written of [`./config/${name}`, `config/${name.replace(/\.\w+$/, '')}`]) {
      const found = sidebarsFile(site.root, 'docusaurus.config.js', written, notes);
      expect(found).toBe(`config/${name}`);
      expect(readSidebars(path.join(site.root, found!), found!, [], notes).sidebars).toEqual({ docs: ['intro'] });
    }
    expect(sidebarsFile(site.root, 'docusaurus.config.js', undefined, notes)).toBe(name);
    expect(notes).toEqual([]);
  });

  it('reports a sidebarPath naming no file, or one it cannot work out, at its line', () => {
    const site = siteFolder('sidebars-missing');
    roots.push(site.root);
    const notes: MigrationNote[] = [];
    expect(sidebarsFile(site.root, 'docusaurus.config.js', './nowhere.js', notes, 7)).toBeUndefined();
    expect(sidebarsFile(site.root, 'docusaurus.config.js', new Unread('process.env.SIDEBARS', 9), notes)).toBeUndefined();
    expect(notes.map((note) => `${note.file}:${note.line} ${note.message}`)).toEqual([
      'docusaurus.config.js:7 sidebarPath "./nowhere.js" names no file of the site: the sidebar follows the folders',
      'docusaurus.config.js:9 sidebarPath could not be worked out without running the config (process.env.SIDEBARS): the sidebar follows the folders',
    ]);
  });
});
