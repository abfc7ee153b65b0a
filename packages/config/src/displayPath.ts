import path from 'node:path';

/** Whether `inner` is `outer` or lies inside it. */
export function within(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

/**
 * A path as messages show it: relative to `from` with forward slashes when it lies inside (`.` for
 * `from` itself), else whole, rather than a climb of `../../` segments.
 */
export function displayPath(file: string, from: string): string {
  return within(file, from) ? path.relative(from, file).split(path.sep).join('/') || '.' : file;
}
