import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUserError } from '@laguna-docs/shared';
import { checkOutDir, type OutDirOrigin, type OutDirPaths } from './outDir.js';

const root = path.resolve('/site');
const paths = (outDir: string): OutDirPaths => ({
  root,
  configFile: path.join(root, 'laguna-docs.config.ts'),
  contentDir: path.join(root, 'content'),
  staticDir: path.join(root, 'static'),
  specFile: path.join(root, 'openapi/api.yaml'),
  outDir: path.resolve(root, outDir),
});
const config: OutDirOrigin = { kind: 'config', file: 'laguna-docs.config.ts' };

function problem(outDir: string, origin: OutDirOrigin = config): string | undefined {
  try {
    checkOutDir(paths(outDir), origin);
    return undefined;
  } catch (error) {
    if (!isUserError(error)) throw error;
    const [d] = error.diagnostics;
    return `${d?.file ?? '-'} ${d?.message} (${d?.hint})`;
  }
}

describe('checkOutDir', () => {
  it('takes a folder of its own, inside the site or elsewhere', () => {
    expect(problem('build')).toBeUndefined();
    expect(problem('dist/site')).toBeUndefined();
    expect(problem('/srv/www/docs')).toBeUndefined();
    // A name that merely starts like a source folder's is not inside it.
    expect(problem('content-build')).toBeUndefined();
    // Nor is a folder whose name starts with two dots outside the site.
    expect(problem('content/..drafts')).toContain('is inside the content folder');
  });

  it("refuses a folder that is or holds the site's sources, which a build would replace", () => {
    expect(problem('.')).toBe(`laguna-docs.config.ts outDir: ".": the output folder would hold the site's folder ("."), and a build replaces its output folder whole (choose a folder of its own, such as "build")`);
    expect(problem('..')).toBe(`laguna-docs.config.ts outDir: "${path.resolve('/')}": the output folder would hold the site's folder ("."), and a build replaces its output folder whole (choose a folder of its own, such as "build")`);
    expect(problem('content')).toBe(`laguna-docs.config.ts outDir: "content": the output folder would hold the content folder ("content"), and a build replaces its output folder whole (choose a folder of its own, such as "build")`);
    expect(problem('static')).toContain('would hold the static folder ("static")');
    expect(problem('openapi')).toContain('would hold the OpenAPI description ("openapi/api.yaml")');
  });

  it('refuses a folder inside the content or static folder, which the next build would read', () => {
    expect(problem('content/en/out')).toBe(`laguna-docs.config.ts outDir: "content/en/out": the output folder is inside the content folder ("content"), which the next build would read as input (choose a folder outside it, such as "build")`);
    expect(problem('static/site')).toContain('is inside the static folder ("static")');
  });

  it('names the --out flag when the folder came from it', () => {
    expect(problem('.', { kind: 'flag' })).toBe(`- --out ".": the output folder would hold the site's folder ("."), and a build replaces its output folder whole (choose a folder of its own, such as "build")`);
  });

  it('refuses a file, and a folder inside one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-out-dir-'));
    const file = path.join(dir, 'build');
    fs.writeFileSync(file, 'not a folder');
    const problemOf = () => {
      try {
        checkOutDir({ root: dir, configFile: path.join(dir, 'laguna-docs.config.ts'), contentDir: path.join(dir, 'content'), staticDir: path.join(dir, 'static'), outDir: file }, { kind: 'flag' });
      } catch (error) {
        return isUserError(error) ? error.diagnostics[0]?.message : String(error);
      }
      return undefined;
    };
    expect(problemOf()).toBe('--out "build": there is a file of that name, not a folder');
    expect(problem(file, { kind: 'flag' })).toBe(`- --out "${file}": there is a file of that name, not a folder (remove the file or choose another folder)`);
    expect(problem(path.join(file, 'site', 'en'), { kind: 'flag' })).toBe(`- --out "${path.join(file, 'site', 'en')}": "${file}" is a file, not a folder (choose a folder whose path holds no file)`);
    fs.rmSync(file);
    fs.mkdirSync(file);
    expect(problemOf()).toBeUndefined();
    expect(problem(path.join(file, 'site', 'en'), { kind: 'flag' })).toBeUndefined();
  });
});
