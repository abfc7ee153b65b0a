import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfigModule } from './readConfigModule.js';
import { Code, readModuleValue, Unread } from './staticValue.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function file(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-static-'));
  folders.push(dir);
  fs.writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
}

describe('readModuleValue', () => {
  it('reads module.exports, constants, spreads, require.resolve and unary numbers without running anything', () => {
    const text = [
      "const { themes } = require('prism-react-renderer');",
      "const base = { title: 'T', position: -1 };",
      'module.exports = {',
      '  ...base,',
      "  css: require.resolve('./src/custom.css'),",
      '  theme: themes.github,',
      '  list: [1, `two`, !0],',
      "  'quoted-key': null,",
      '};',
    ].join('\n');
    const { value } = readModuleValue(text);
    expect(value).toEqual({ title: 'T', position: -1, css: './src/custom.css', theme: new Unread('themes.github', 6), list: [1, 'two', true], 'quoted-key': null });
  });

  it('reads the object an async config function returns, and keeps a copyright year as code', () => {
    const text = "export default async function createConfig() {\n  const year = 'x';\n  return { title: 'A', copyright: `© ${new Date().getFullYear()} A`, other: `${process.env.X}` };\n}\n";
    const { value } = readModuleValue(text);
    expect(value).toEqual({ title: 'A', copyright: new Code('`© ${new Date().getFullYear()} A`'), other: new Unread('`${process.env.X}`', 3) });
  });

  it('reads a TypeScript config, reporting lines of the file as written', () => {
    const config = file(
      'docusaurus.config.ts',
      "import type { Config } from '@docusaurus/types';\n\n// comment\n\nconst config: Config = {\n  title: 'T' as string,\n\n\n  url: process.env.URL!,\n};\n\nexport default config;\n",
    );
    expect(readConfigModule(config).value).toEqual({ title: 'T', url: new Unread('process.env.URL', 9) });
  });

  it('works out path.resolve and path.join from __dirname, string sums and members of what it read, and names what it cannot', () => {
    const text = [
      "import path from 'node:path';",
      "const { join } = require('path');",
      "const site = { name: 'acme' };",
      'export default {',
      "  sidebars: path.resolve(__dirname, './config', '../sidebars.json'),",
      "  docs: path.join(__dirname, 'docs'),",
      "  url: 'https://' + site.name + '.example',",
      '  env: process.env.URL,',
      '};',
    ].join('\n');
    const { value } = readModuleValue(text);
    expect(value).toMatchObject({ sidebars: './sidebars.json', docs: './docs', url: 'https://acme.example' });
    expect((value as { env: Unread }).env).toEqual(new Unread('process.env.URL', 8, undefined));
  });
});
