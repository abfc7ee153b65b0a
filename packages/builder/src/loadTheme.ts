import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UserError, type Theme } from '@laguna-docs/shared';
import { bundledSpecifier } from './bundled.js';

/**
 * Imports a theme by package name (or path), looking from the site root first and then from the
 * generator itself, so the default theme is found without the site depending on it.
 */
export async function loadTheme(specifier: string, root: string): Promise<Theme> {
  const resolved = resolveFrom([path.join(root, 'package.json'), import.meta.url], specifier);
  if (!resolved) {
    throw new UserError({ severity: 'error', code: 'config/theme-not-found', message: `theme "${specifier}" cannot be found`, hint: 'install the theme package or give a path to it', file: 'theme' });
  }
  const module = (await import(pathToFileURL(resolved).href)) as { theme?: Theme; default?: Theme };
  const theme = module.theme ?? module.default;
  if (!theme?.Layout) {
    throw new UserError({ severity: 'error', code: 'config/theme-invalid', message: `"${specifier}" does not export a laguna-docs theme` });
  }
  return theme;
}

/**
 * Resolves a module specifier from the first base it resolves from; returns an absolute path. In the
 * published package an internal package (`@laguna-docs/theme-default`) is its own copy, found first.
 */
export function resolveFrom(bases: readonly string[], specifier: string): string | undefined {
  const own = bundledSpecifier(specifier);
  if (own) {
    try {
      return createRequire(import.meta.url).resolve(own);
    } catch {
      // Not one of the modules the package exports: look it up as usual.
    }
  }
  for (const base of bases) {
    try {
      return createRequire(base).resolve(specifier);
    } catch {
      // Try the next base.
    }
  }
  return undefined;
}
