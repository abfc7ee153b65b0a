import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { isUserError } from '@laguna-docs/shared';
import { sourceSteps } from '../../steps/sourceSteps.js';
import { watchSourceSteps } from './watchSourceSteps.js';
import { createWatchSession } from './watchSession.js';

/** The theme step of a watch session. */
const loadThemeCached = (steps: ReturnType<typeof watchSourceSteps>, specifier: string, root: string) => steps.loadTheme(specifier, root);

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function themeFile(body: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-theme-'));
  folders.push(folder);
  const file = path.join(folder, 'theme.mjs');
  fs.writeFileSync(file, body);
  return file;
}

const themeSource = (name: string) => `export const theme = { name: ${JSON.stringify(name)}, Layout: () => null };\n`;

it('keeps the theme module while its file is unchanged and imports it again after an edit', async () => {
  const file = themeFile(themeSource('first'));
  const cache = watchSourceSteps(sourceSteps, createWatchSession());
  const first = await loadThemeCached(cache, file, path.dirname(file));
  expect(first.name).toBe('first');
  expect(await loadThemeCached(cache, file, path.dirname(file))).toBe(first);

  fs.writeFileSync(file, themeSource('second, longer'));
  const second = await loadThemeCached(cache, file, path.dirname(file));
  expect(second.name).toBe('second, longer');
});

it('reports a theme file that stops exporting a theme', async () => {
  const file = themeFile(themeSource('fine'));
  const cache = watchSourceSteps(sourceSteps, createWatchSession());
  await loadThemeCached(cache, file, path.dirname(file));
  fs.writeFileSync(file, 'export const nothing = 1;\n');
  const error = await loadThemeCached(cache, file, path.dirname(file)).catch((e: unknown) => e);
  expect(isUserError(error) && error.message.replace(file, '<theme file>')).toMatchInlineSnapshot(`"error "<theme file>" does not export a laguna-docs theme [config/theme-invalid]"`);
});

it('reports a theme file that no longer loads as a mistake in the theme', async () => {
  const file = themeFile(themeSource('fine'));
  const cache = watchSourceSteps(sourceSteps, createWatchSession());
  await loadThemeCached(cache, file, path.dirname(file));
  fs.writeFileSync(file, 'export const theme = {;\n');
  const error = await loadThemeCached(cache, file, path.dirname(file)).catch((e: unknown) => e);
  // The reason is the JavaScript engine's own wording, which differs between Node versions.
  expect(isUserError(error) && error.message.replace(file, '<theme file>').replace(/failed to load: .*/, 'failed to load: <reason>')).toMatchInlineSnapshot(`
    "error the theme "<theme file>" failed to load: <reason>
      hint: fix the theme file and save it again"
  `);
});
