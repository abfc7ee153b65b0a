import { controlCharacter, UserError } from '@laguna-docs/shared';

/** The same rule as the config schema's locale codes. */
const LOCALE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/;

/** The same rule as the config schema's `basePath`. */
const BASE_PATH = /^\/([A-Za-z0-9._~-]+\/)*$/;

/** `--locales en,sl` as a list of codes, the default first; throws a UserError naming a bad code (and `source`, where the value came from). */
export function parseLocales(value: string, source = '--locales'): string[] {
  const codes = value
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.length === 0) {
    throw new UserError({ severity: 'error', code: 'init/bad-locales', message: `${source} names no locale`, hint: 'give locale codes separated by commas, the default first, such as "en" or "en,sl"' });
  }
  for (const code of codes) {
    if (!LOCALE_CODE.test(code)) {
      const lower = code.toLowerCase();
      throw new UserError({
        severity: 'error',
        code: 'init/bad-locales',
        message: `${source}: "${code}" is not a locale code`,
        hint: LOCALE_CODE.test(lower) ? `write it in lowercase: "${lower}"` : 'give BCP 47 language codes separated by commas, the default first, such as "en,sl" or "en,pt-BR"',
      });
    }
  }
  const repeated = codes.find((code, index) => codes.indexOf(code) !== index);
  if (repeated) throw new UserError({ severity: 'error', code: 'init/bad-locales', message: `${source} names "${repeated}" twice`, hint: 'give each locale once' });
  return codes;
}

/** `--base-path docs` as `/docs/`: the slashes at either end may be left out; throws a UserError on anything else. */
export function parseBasePath(value: string, source = '--base-path'): string {
  const trimmed = value.trim();
  const withSlashes = `/${trimmed.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  if (!BASE_PATH.test(withSlashes) || /^[a-z]+:/i.test(trimmed)) {
    throw new UserError({
      severity: 'error',
      code: 'init/bad-base-path',
      message: `${source}: "${value}" is not a path`,
      hint: 'give the path the site is served under, such as "/" or "/my-project/" (letters, digits, ".", "_", "~" and "-" between slashes; no address, no spaces)',
    });
  }
  return withSlashes;
}

/** A `package.json` name made from a folder name: `My Docs` → `my-docs`. */
export function packageName(folder: string): string {
  const name = folder
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '');
  return name || 'docs';
}

/**
 * `--title` as the config, the home page's front matter and the first page write it: any text on one
 * line. A line break or other control character could not be shown in a title; it is refused, naming it.
 */
export function parseTitle(value: string, source = '--title'): string {
  const control = /[\n\r\u2028\u2029]/.test(value) ? 'a line break' : controlCharacter(value);
  if (!control) return value;
  const name = control === 'a line break' ? control : `the control character ${control}`;
  throw new UserError({ severity: 'error', code: 'init/bad-title', message: `${source} has ${name}`, hint: 'give the title on one line, such as "Acme docs"' });
}
