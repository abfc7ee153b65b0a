import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { refusedLinkDiagnostic } from '@laguna-docs/content';
import { closest, COMPONENT_EXTENSIONS, isThemeComponentName, THEME_FOLDER, THEME_COMPONENT_NAMES, UserError, type Diagnostic, type LayoutProps, type Theme, type ThemeComponents } from '@laguna-docs/shared';
import type { ComponentBundle } from './bundleComponents.js';
import type { ThemeOverride } from './overridingRuntime.js';
import { loadSiteModules } from './componentHost.js';
import { linkOutsideSite } from './siteFiles.js';

/*
 * A site's overrides of the theme's components, as Docusaurus "swizzles" them: `src/theme/<Name>.tsx`
 * (or `src/theme/<Name>/index.tsx`) replaces the theme's `<Name>`. They are bundled with the site's
 * components for the render at build time, and into the site's own page runtime for the browser (see
 * `bundleClient`), so the page hydrates the same markup it was served.
 */

export type { ThemeOverride };

/**
 * The overrides in the site's `src/theme/`, sorted by name. A file there that names no overridable
 * component fails the build, with the closest name.
 */
export function findOverrides(root: string): ThemeOverride[] {
  const folder = path.join(root, ...THEME_FOLDER.split('/'));
  // A link out of the site is refused as one in content is: the folder itself, or any entry of it.
  const outside = (file: string): Diagnostic | undefined => {
    const target = linkOutsideSite(root, file);
    return target === undefined ? undefined : refusedLinkDiagnostic({ link: path.join(root, ...file.split('/')), target }, root, 'theme');
  };
  const folderOutside = outside(THEME_FOLDER);
  if (folderOutside) throw new UserError(folderOutside);
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: ThemeOverride[] = [];
  const problems: Diagnostic[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const linked = entry.isSymbolicLink() ? outside(`${THEME_FOLDER}/${entry.name}`) : undefined;
    if (linked) {
      problems.push(linked);
      continue;
    }
    const extension = COMPONENT_EXTENSIONS.find((candidate) => entry.name.endsWith(candidate));
    const name = entry.isDirectory() ? entry.name : extension && !entry.name.endsWith(`.d${extension}`) ? entry.name.slice(0, -extension.length) : undefined;
    if (name === undefined || name.startsWith('_') || name.startsWith('.')) continue;
    const file = entry.isDirectory() ? COMPONENT_EXTENSIONS.map((candidate) => `${THEME_FOLDER}/${name}/index${candidate}`).find((candidate) => fs.existsSync(path.join(root, candidate))) : `${THEME_FOLDER}/${entry.name}`;
    if (file === undefined) continue;
    if (!isThemeComponentName(name)) {
      const near = closest(name, THEME_COMPONENT_NAMES);
      problems.push({
        severity: 'error',
        code: 'theme/unknown-override',
        message: `"${name}" is not a component of the theme that a site can override`,
        hint: `${near ? `did you mean "${near}"? ` : ''}the overridable components are ${THEME_COMPONENT_NAMES.join(', ')}; a file of src/theme/ whose name starts with _ is left alone`,
        file,
      });
      continue;
    }
    const linkedFile = outside(file);
    if (linkedFile) {
      problems.push(linkedFile);
      continue;
    }
    found.push({ name, file });
  }
  if (problems.length > 0) throw new UserError(problems);
  return found;
}

/** The theme a site's pages render with: `theme`, its Layout given the site's overrides. Kept per theme and bundle. */
export function siteTheme(theme: Theme, bundle: ComponentBundle | undefined, root: string | undefined): Theme {
  if (!bundle || root === undefined || !bundle.overrides || bundle.overrides.length === 0) return theme;
  const byBundle = siteThemes.get(theme) ?? new WeakMap<ComponentBundle, Theme>();
  siteThemes.set(theme, byBundle);
  let made = byBundle.get(bundle);
  if (!made) {
    const modules = loadSiteModules(bundle, root, theme);
    const components: Partial<ThemeComponents> = {};
    for (const override of bundle.overrides) {
      const component = modules.components[override.file];
      if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
        throw new UserError({ severity: 'error', code: 'theme/override-export', message: `${override.file} has no default export: an override exports the component that replaces ${override.name}`, hint: `write \`export default function ${override.name}(props) { … }\``, file: override.file });
      }
      (components as Record<string, unknown>)[override.name] = component;
    }
    const Layout = theme.Layout;
    const SiteLayout: ComponentType<LayoutProps> = (props) => createElement(Layout, { ...props, components });
    // `overrides` names the bundle in the keys of kept renders (they are made from the theme's data).
    made = { ...theme, Layout: SiteLayout, overrides: bundle.overrides.map((override) => `${override.name}@${bundle.fingerprints[override.file] ?? ''}`).join() } as Theme;
    byBundle.set(bundle, made);
  }
  return made;
}

const siteThemes = new WeakMap<Theme, WeakMap<ComponentBundle, Theme>>();
