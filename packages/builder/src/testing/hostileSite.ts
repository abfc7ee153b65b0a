import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { formatDiagnostic, isUserError } from '@laguna-docs/shared';
import { buildSite } from '../buildSite.js';
import { writeFiles } from './siteFiles.js';
import { writtenFiles } from './writtenFiles.js';

/** The text of the files outside the site a hostile case must never reach. */
export const CANARY = 'canary-3e1f9b-outside-the-site';

/** A hostile site's folders and how to build it; set up before each test of the file that calls `hostileSite`. */
export interface HostileSite {
  /** The folder holding `site/` and `outside/`. */
  parent: string;
  /** The site's folder; it builds into `build/` in it. */
  site: string;
  outDir: string;
  /**
   * Writes `files` and the config (`config` is the text of its default export's object, one field a line),
   * builds, and gives the build's messages as the terminal shows them. Anything but a user error (exit 2)
   * fails the test, as does the canary in a message.
   */
  build(files: Record<string, string>, config?: string): Promise<{ messages: string[]; ok: boolean }>;
  /** The first lines of the messages of a build that must fail, the parent folder shown as `<parent>`. */
  failure(files: Record<string, string>, config?: string): Promise<string[]>;
  /** Marks a file the test put in the site (a symbolic link, say) as its input, not something the build wrote. */
  input(file: string): void;
}

/**
 * Hostile input as a pull request could bring it. Around each test: a folder with the site, a file the site
 * must not reach (`outside/`, holding the canary), and files beside the site that a route with `..` would
 * overwrite. After each test, whether the build failed or not, nothing outside the output folder has
 * changed or appeared, and no file anywhere holds the canary.
 */
export function hostileSite(baseFiles: Record<string, string>): HostileSite {
  let before = new Map<string, Buffer>();
  let inputs = new Set<string>();
  const state = { parent: '', site: '', outDir: '' };
  const outsideOutput = (files: Map<string, Buffer>): Map<string, Buffer> => {
    const outside = new Map(files);
    for (const file of outside.keys()) if (file.startsWith('site/build/') || file.startsWith('site/node_modules/.cache/')) outside.delete(file);
    return outside;
  };
  beforeEach(() => {
    state.parent = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-hostile-'));
    state.site = path.join(state.parent, 'site');
    state.outDir = path.join(state.site, 'build');
    writeFiles(state.parent, {
      'outside/secret.yaml': `openapi: 3.0.3\ninfo:\n  title: ${CANARY}\n  version: '1'\npaths: {}\nsecret:\n  description: ${CANARY}\n`,
      'outside/secret.json': JSON.stringify({ description: CANARY }),
      'outside/secret.md': `# ${CANARY}\n`,
      'outside/Secret.tsx': `export default function Secret() { return <p>${CANARY}</p>; }\n`,
      'outside/environ': `HOME=/root\u0000TOKEN=${CANARY}\u0000`,
      'README.md': 'Above the site.\n',
    });
    writeFiles(state.site, baseFiles);
    before = outsideOutput(writtenFiles(state.parent));
    inputs = new Set();
  });
  afterEach(() => {
    // Nothing outside the output folder written or changed (the cache beside the site aside), even when the build failed.
    // Every file is read once, for both checks.
    const every = writtenFiles(state.parent);
    const after = outsideOutput(every);
    expect([...after.keys()].filter((file) => !before.has(file) && !inputs.has(file))).toEqual([]);
    for (const [file, bytes] of before) if (!inputs.has(file)) expect(after.get(file)?.equals(bytes), file).toBe(true);
    // No canary in any file but its own.
    for (const [file, bytes] of every) if (!file.startsWith('outside/')) expect(bytes.toString('latin1'), file).not.toContain(CANARY);
    fs.rmSync(state.parent, { recursive: true, force: true });
  });
  const site: HostileSite = {
    get parent() {
      return state.parent;
    },
    get site() {
      return state.site;
    },
    get outDir() {
      return state.outDir;
    },
    input(file) {
      inputs.add(`site/${file}`);
    },
    async build(files, config = '') {
      const all = { 'laguna-docs.config.mjs': `export default {\n  title: 'T',\n  url: 'https://example.org',\n${config}};\n`, ...files };
      writeFiles(state.site, all);
      for (const file of Object.keys(all)) inputs.add(`site/${file}`);
      const result = await loadConfig({ cwd: state.site }).then((loaded) => buildSite({ config: loaded })).then(
        (built) => ({ messages: built.diagnostics.map(formatDiagnostic), ok: true }),
        (error: unknown) => {
          // Anything but a user error is exit 2, "laguna-docs bug".
          if (!isUserError(error)) throw error;
          return { messages: error.diagnostics.map(formatDiagnostic), ok: false };
        },
      );
      // The log holds nothing from outside the site either.
      expect(result.messages.join('\n')).not.toContain(CANARY);
      return result;
    },
    async failure(files, config = '') {
      const { messages, ok } = await site.build(files, config);
      expect(ok, messages.join('\n')).toBe(false);
      return messages.map((message) => message.split('\n')[0]!.replaceAll(state.parent, '<parent>'));
    },
  };
  return site;
}
