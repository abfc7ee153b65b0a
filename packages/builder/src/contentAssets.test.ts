import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetKey, assetSizeKey } from '@laguna-docs/shared';
import { assetRoutes, linkedAssets, readContentAssets } from './contentAssets.js';
import { sourceSteps } from './steps/sourceSteps.js';
import { watchSourceSteps } from './speed/watch/watchSourceSteps.js';
import { createWatchSession } from './speed/watch/watchSession.js';

/** The start of a PNG: signature and header chunk, enough for its size. */
const png = (width: number, height: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0, 0, 0, 0, 0])]);
/** A JPEG of `width` × `height` whose EXIF orientation (6: turned a quarter clockwise) swaps them on screen. */
function jpegTurned(width: number, height: number): Buffer {
  const exif = Buffer.concat([Buffer.from('Exif\0\0MM\0*', 'latin1'), u32(8), Buffer.from([0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0])]);
  const frame = Buffer.from([0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, exif.length + 2]), exif, frame, Buffer.from([0xff, 0xd9])]);
}
function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

async function assets(files: Record<string, string | Buffer>) {
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

  it('carry the size of a raster image as it is shown, and none for SVG or a broken image', async () => {
    const read = await assets({ 'en/docs/wide.png': png(800, 200), 'en/docs/photo.jpg': jpegTurned(200, 100), 'en/docs/flow.svg': '<svg width="10" height="10"/>', 'en/docs/broken.png': 'not a png' });
    expect(read.map((asset) => asset.size)).toEqual([{ width: 800, height: 200 }, { width: 100, height: 200 }, undefined, undefined]);
    const routes = assetRoutes(read, ['en'], 'en');
    expect(routes.get(assetSizeKey(read[0]!.route))).toBe('800x200');
    expect(routes.get(assetSizeKey(read[1]!.route))).toBe('100x200');
    expect([...routes.keys()].filter((key) => key.startsWith('asset-size:'))).toHaveLength(2);
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

  it('are read again in watch mode only when their modification time or size changed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-assets-'));
    const file = path.join(dir, 'flow.svg');
    const asset = { locale: 'en', key: 'docs/flow.svg', file: 'content/en/docs/flow.svg', path: file };
    const watched = watchSourceSteps(sourceSteps, createWatchSession());
    const past = new Date('2026-01-01T00:00:00Z');
    fs.writeFileSync(file, '<svg>1</svg>');
    fs.utimesSync(file, past, past);
    const [first] = await watched.readContentAssets([asset]);
    // Same size and time: taken as unchanged, not read.
    fs.writeFileSync(file, '<svg>2</svg>');
    fs.utimesSync(file, past, past);
    expect((await watched.readContentAssets([asset]))[0]!.route).toBe(first!.route);
    fs.utimesSync(file, new Date(), new Date());
    const [second] = await watched.readContentAssets([asset]);
    expect(second!.route).not.toBe(first!.route);
    expect(second!.route).toBe((await readContentAssets([asset]))[0]!.route);
  });

  it('leave out a file deleted since it was found', async () => {
    const [flow] = await assets({ 'en/docs/flow.svg': 'flow' });
    const gone = { locale: 'en', key: 'docs/gone.svg', file: 'content/en/docs/gone.svg', path: `${flow!.path}.gone` };
    expect((await readContentAssets([gone, flow!])).map((asset) => asset.key)).toEqual(['docs/flow.svg']);
    fs.rmSync(flow!.path);
    expect(await linkedAssets([flow!], [`/base${flow!.route}`], '/base/')).toEqual({ files: [], diagnostics: [] });
  });

  it('are written only when a page links to them', async () => {
    const read = await assets({ 'en/docs/flow.svg': 'flow', 'en/docs/notes.txt': 'private', 'en/docs/slides.pdf': 'pdf' });
    const [flow, , slides] = read;
    const { files } = await linkedAssets(read, [`/base${flow!.route}`, `/base${slides!.route}#page=2`, `/base${flow!.route}?v=1`, '/base/docs/intro'], '/base/');
    expect(files.map((file) => [file.path, String(file.contents)])).toEqual([
      [flow!.route.slice(1), 'flow'],
      [slides!.route.slice(1), 'pdf'],
    ]);
  });

  it('refuse an SVG file that could run script when opened, naming the file and line', async () => {
    const hostile = fs.readFileSync(new URL('../../../test/hostile/html/script.svg', import.meta.url), 'utf8');
    const read = await assets({ 'en/docs/evil.svg': hostile, 'en/docs/fine.svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>' });
    const [evil, fine] = read;
    const result = await linkedAssets(read, [`/base${evil!.route}`, `/base${fine!.route}`], '/base/');
    expect(result.files.map((file) => file.path)).toEqual([fine!.route.slice(1)]);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message} [${d.code}]`)).toMatchInlineSnapshot(`
      [
        "content/en/docs/evil.svg:2 this SVG file has the event handler attribute "onload", which could run script or load from outside the site when the file is opened [content/active-svg]",
        "content/en/docs/evil.svg:3 this SVG file has <script>, which could run script or load from outside the site when the file is opened [content/active-svg]",
      ]
    `);
    expect(result.diagnostics[0]!.hint).toBe('export the picture again without scripts, event handlers, <foreignObject> or links to other files, or publish it as PNG');
  });
});
