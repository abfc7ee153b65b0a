import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetKey } from '@laguna-docs/shared';
import { assetRoutes, linkedAssets, readContentAssets } from './contentAssets.js';

async function assets(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-assets-'));
  return readContentAssets(
    Object.entries(files).map(([file, text]) => {
      const [locale, ...rest] = file.split('/');
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
      return { locale: locale!, key: rest.join('/'), file: `content/${file}`, path: path.join(dir, file) };
    }),
  );
}

describe('content assets', () => {
  it('are published under assets/media with a hash of their bytes and a name safe in a URL', async () => {
    const [flow, again, odd] = await assets({ 'en/docs/flow.svg': '<svg/>', 'en/docs/guide/flow.svg': '<svg/>', 'en/docs/Čaša vode (1).PNG': 'png' });
    expect(flow!.route).toMatch(/^\/assets\/media\/flow\.[0-9a-f]{10}\.svg$/);
    // The same bytes give the same address.
    expect(again!.route).toBe(flow!.route);
    expect(odd!.route).toMatch(/^\/assets\/media\/Casa-vode-1\.[0-9a-f]{10}\.png$/);
    expect((await assets({ 'en/docs/flow.svg': '<svg></svg>' }))[0]!.route).not.toBe(flow!.route);
  });

  it('serve every locale, a locale folder of its own overriding the default for its pages', async () => {
    const read = await assets({ 'en/docs/flow.svg': 'en', 'en/docs/only.png': 'only', 'sl/docs/flow.svg': 'sl' });
    const routes = assetRoutes(read, ['en', 'sl'], 'en');
    const [enFlow, enOnly, slFlow] = read;
    expect(routes.get(assetKey('en', 'docs/flow.svg'))).toBe(enFlow!.route);
    expect(routes.get(assetKey('sl', 'docs/flow.svg'))).toBe(slFlow!.route);
    expect(routes.get(assetKey('sl', 'docs/only.png'))).toBe(enOnly!.route);
    expect(slFlow!.route).not.toBe(enFlow!.route);
  });

  it('are written only when a page links to them', async () => {
    const read = await assets({ 'en/docs/flow.svg': 'flow', 'en/docs/notes.txt': 'private', 'en/docs/slides.pdf': 'pdf' });
    const [flow, , slides] = read;
    const files = linkedAssets(read, [`/base${flow!.route}`, `/base${slides!.route}#page=2`, `/base${flow!.route}?v=1`, '/base/docs/intro'], '/base/');
    expect(files.map((file) => [file.path, String(file.contents)])).toEqual([
      [flow!.route.slice(1), 'flow'],
      [slides!.route.slice(1), 'pdf'],
    ]);
  });
});
