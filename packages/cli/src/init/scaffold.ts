import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '@laguna-docs/shared';
import { siteTemplate, type SiteTemplateOptions } from './templates.js';

export interface ScaffoldOptions extends SiteTemplateOptions {
  /** Absolute path of the site's folder; made when missing. */
  dir: string;
  /** Write into a folder that holds files already. */
  force: boolean;
  /** How the folder is named in messages (as the user gave it). */
  shownDir: string;
}

export interface ScaffoldResult {
  /** Paths written, relative to the site's folder. */
  written: string[];
  /** Whether an existing `package.json` got the scripts and dependency added instead of being replaced. */
  mergedPackageJson: boolean;
}

/** What may be in a folder that still counts as empty: a fresh clone has its `.git`. */
const IGNORED = new Set(['.git', '.DS_Store', 'Thumbs.db']);

/**
 * Writes a new site into `dir`. A folder holding files is refused unless `force` is set; then the site's
 * files replace those of the same name, and an existing `package.json` keeps its contents and gets what
 * the site needs added.
 */
export function scaffoldSite(options: ScaffoldOptions): ScaffoldResult {
  const { dir } = options;
  if (fs.existsSync(dir) && !fs.statSync(dir).isDirectory()) {
    throw new UserError({ severity: 'error', code: 'init/not-a-folder', message: `${options.shownDir} is a file, not a folder`, hint: 'give the folder to make the site in' });
  }
  const present = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !IGNORED.has(name)) : [];
  if (present.length > 0 && !options.force) {
    const listed = present.slice(0, 3).join(', ') + (present.length > 3 ? `, … (${present.length} in all)` : '');
    const project = present.includes('package.json');
    throw new UserError({
      severity: 'error',
      code: 'init/not-empty',
      message: `${options.shownDir === '.' ? 'this folder' : options.shownDir} is not empty (${listed})`,
      hint: project
        ? 'make the site in a folder of its own, such as "laguna-docs init my-docs", or pass --force to add it here: package.json keeps what it has and gets the scripts and the laguna-docs dependency, other files of the same name are replaced'
        : 'choose a new or empty folder, such as "laguna-docs init my-docs", or pass --force to write the site\'s files into it, replacing files of the same name',
    });
  }
  const written: string[] = [];
  let mergedPackageJson = false;
  for (const file of siteTemplate(options)) {
    const target = path.join(dir, ...file.path.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (file.path === 'package.json' && fs.existsSync(target)) {
      fs.writeFileSync(target, mergePackageJson(fs.readFileSync(target, 'utf8'), file.text, options.shownDir));
      mergedPackageJson = true;
    } else {
      fs.writeFileSync(target, file.text);
    }
    written.push(file.path);
  }
  return { written, mergedPackageJson };
}

/** The existing manifest with the new one's scripts and (dev) dependencies added where it has none of that name. */
function mergePackageJson(existing: string, made: string, shownDir: string): string {
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(existing) as Record<string, unknown>;
  } catch (error) {
    throw new UserError({ severity: 'error', code: 'init/bad-package-json', message: `the package.json in ${shownDir} is not valid JSON: ${(error as Error).message}`, file: path.join(shownDir, 'package.json'), hint: 'fix or remove it, then run init again' });
  }
  const ours = JSON.parse(made) as Record<string, Record<string, string>>;
  for (const key of ['scripts', 'dependencies', 'devDependencies'] as const) {
    const current = (manifest[key] ?? {}) as Record<string, string>;
    manifest[key] = { ...ours[key], ...current };
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
