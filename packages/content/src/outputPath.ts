import fs from 'node:fs';
import path from 'node:path';
import { excerpt, UserError } from '@laguna-docs/shared';

/**
 * The one gate every file a build, `serve --watch` or `laguna-docs version` writes passes: `file`, a path
 * relative to the folder being written (`root`: the build's staging folder, the versions folder), made
 * absolute, or a refusal when it would land anywhere else: an absolute path, an empty, `.` or `..`
 * segment, a control character. Routes are checked where they are made (front matter, category files,
 * redirects), with the file and line to fix; this is the last line behind them, so that no mistake of
 * ours or input they miss writes outside the output, even in a build that then fails.
 */
export function outputPath(root: string, file: string): string {
  const problem = outputPathProblem(file);
  if (problem === undefined) {
    const target = path.resolve(root, file);
    const relative = path.relative(root, target);
    if (relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)) return target;
  }
  throw new UserError({
    severity: 'error',
    code: 'build/output-outside',
    message: `refused to write "${excerpt(file)}": ${problem ?? 'it is outside the output folder'}`,
    hint: 'a route (a page\'s slug or id, a category\'s slug, a redirect) leads out of the site; give it a route of the site',
  });
}

/** Why `file` (relative, `/`-separated) may not be written into an output folder, or undefined. */
export function outputPathProblem(file: string): string | undefined {
  if (file === '' || path.isAbsolute(file) || /^[a-zA-Z]:/.test(file)) return 'it is not a path inside the output folder';
  if (/[\u0000-\u001f\u007f]/.test(file)) return 'it has a control character';
  const bad = file.split(/[/\\]/).find((segment) => segment === '' || segment === '.' || segment === '..');
  return bad === undefined ? undefined : `it has ${bad === '' ? 'an empty' : `a "${bad}"`} segment, which would lead out of its folder`;
}

/**
 * `outputPath` for a folder that is not the build's own (a site's folder, where `swizzle` and `migrate`
 * write): the same refusals, and also a path that an existing symbolic link (the file itself, or a folder on
 * the way) leads out of `root`, as writing through it would land outside.
 */
export function siteWritePath(root: string, file: string): string {
  const target = outputPath(root, file);
  const relative = path.relative(resolvedThroughLinks(root), resolvedThroughLinks(target));
  if (relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)) return target;
  throw new UserError({
    severity: 'error',
    code: 'build/output-outside',
    message: `refused to write "${excerpt(file)}": a symbolic link on its way leads out of the folder`,
    hint: 'remove the link, or replace it with a folder of its own',
    file,
  });
}

/** Where a write to `file` would land: the part of its path that is there with its links resolved, and the rest as written. */
function resolvedThroughLinks(file: string, depth = 0): string {
  const rest: string[] = [];
  let at = path.resolve(file);
  for (;;) {
    // A loop of links leads nowhere a write could land: as good as outside.
    if (depth > 40) return path.parse(at).root;
    if (isLink(at)) {
      // A link whose target is missing still leads there: a write would create the target.
      const target = path.resolve(path.dirname(at), fs.readlinkSync(at));
      return path.join(resolvedThroughLinks(target, depth + 1), ...rest);
    }
    if (fs.existsSync(at)) return path.join(fs.realpathSync(at), ...rest);
    const parent = path.dirname(at);
    if (parent === at) return path.join(at, ...rest);
    rest.unshift(path.basename(at));
    at = parent;
  }
}

function isLink(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
