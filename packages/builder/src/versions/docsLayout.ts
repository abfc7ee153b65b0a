import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DOCS_VERSION_LABEL, localize, type LocalizedString, type ResolvedConfig, type SidebarItemInput } from '@laguna-docs/config';
import { CURRENT_VERSION, UserError, VERSIONED_FOLDER, VERSION_SNAPSHOT, type VersionInfo } from '@laguna-docs/shared';

/**
 * Where the docs of a build come from and go: one entry per docs section of each version built. A site
 * without versions has its config's sections (`docs`, then `docs.sections`); a versioned one has them once
 * per version, the latest at the sections' own routes and ids (`/docs`, `docs`), the others under their
 * path (`/docs/next`, `/docs/0.9`) with ids of their own (`docs@current`, `docs@0.9`), so each version has
 * its own sidebars, category pages, prev/next and translation fallbacks, and its markdown's relative links
 * resolve among its own files.
 */
export interface DocsLayout {
  /** Every docs section built, the main one (`docs`, at `docs.routeBasePath`) first. */
  sections: LayoutSection[];
  /** The versions built, in the dropdown's order; absent on a site without released versions. */
  versions?: BuiltVersion[];
}

/** One docs section of one version. */
export interface LayoutSection {
  /** Its sources' section and its sidebar's id: `docs`, `sdk`, `docs@current`, `sdk@0.9`. */
  id: string;
  /** Its folder in a locale's content folder: `docs`, `sdk`. */
  folder: string;
  route: string;
  /** The section's route as the config gives it, the latest version's: `/docs`. */
  home: string;
  /** Title of its generated index page. */
  label: LocalizedString;
  sidebar?: readonly SidebarItemInput[];
  /** Where the manual sidebar was written, for messages: the config's key, or the snapshot's file. */
  sidebarOrigin?: { field: string; file?: string };
  /** The version it belongs to, on a versioned site. */
  version?: string;
}

/** A version a build makes. */
export interface BuiltVersion {
  /** `1.0`, or `current` for the unreleased one. */
  name: string;
  kind: VersionInfo['kind'];
  label: LocalizedString;
  /** Its route segment (`next`, `0.9`); none for the latest, which has the sections' own routes. */
  segment?: string;
  /** Its content folder, with a folder per locale: the site's, or `versioned/<name>/content`. */
  contentDir: string;
  /** Its OpenAPI description, if it has one. */
  specFile?: string;
  /** Its pages ask search engines not to index them. */
  noindex: boolean;
}

/** The route of a section of a version: `/docs` for the latest, `/docs/next`, `/0.9` for a docs-only site. */
export function versionRoute(base: string, segment: string | undefined): string {
  if (segment === undefined) return base;
  return base === '/' ? `/${segment}` : `${base}/${segment}`;
}

/** The docs layout of a build (see `DocsLayout`). Reads the snapshots' `sidebars.json`. */
export function docsLayout(resolved: ResolvedConfig): DocsLayout {
  const { config } = resolved;
  const own = [
    { folder: 'docs', route: config.docs.routeBasePath, label: 'Docs' as LocalizedString, sidebar: config.docs.sidebar, field: 'docs.sidebar' },
    ...config.docs.sections.map((section, index) => ({ folder: section.path, route: section.routeBasePath, label: section.label as LocalizedString, sidebar: section.sidebar, field: `docs.sections[${index}].sidebar` })),
  ];
  const versions = builtVersions(resolved);
  if (!versions) {
    return { sections: own.map(({ folder, route, label, sidebar, field }) => ({ id: folder, folder, route, home: route, label, ...(sidebar ? { sidebar, sidebarOrigin: { field } } : {}) })) };
  }
  const sections: LayoutSection[] = [];
  for (const version of versions) {
    const snapshot = version.name === CURRENT_VERSION ? undefined : snapshotSidebars(resolved, version.name);
    for (const { folder, route, label, sidebar, field } of own) {
      const manual = snapshot ? snapshot.sidebars[folder] : sidebar;
      sections.push({
        id: version.kind === 'latest' ? folder : `${folder}@${version.name}`,
        folder,
        route: versionRoute(route, version.segment),
        home: route,
        label,
        version: version.name,
        ...(manual ? { sidebar: manual, sidebarOrigin: snapshot ? { field: folder, file: snapshot.file } : { field } } : {}),
      });
    }
  }
  // The main section is the latest version's `docs` (the default home and the docs home lead there), built or not.
  const main = sections.findIndex((section) => section.id === 'docs');
  if (main > 0) sections.unshift(...sections.splice(main, 1));
  if (main < 0) sections.unshift({ id: 'docs', folder: 'docs', route: config.docs.routeBasePath, home: config.docs.routeBasePath, label: 'Docs' });
  return { sections, versions };
}

/** The versions the config builds, in the dropdown's order: the unreleased one, then released ones newest first. */
export function builtVersions(resolved: ResolvedConfig): BuiltVersion[] | undefined {
  const released = resolved.versions;
  if (!released || released.length === 0) return undefined;
  const { config, root } = resolved;
  const settings = config.versions;
  const latest = settings.latest ?? released[0]!;
  const wanted = settings.build ? new Set(settings.build) : undefined;
  const all: BuiltVersion[] = [
    {
      name: CURRENT_VERSION,
      kind: 'current',
      label: settings.current.label ?? config.docsVersionLabel ?? DEFAULT_DOCS_VERSION_LABEL,
      segment: settings.current.path,
      contentDir: resolved.contentDir,
      ...(resolved.specFile ? { specFile: resolved.specFile } : {}),
      noindex: settings.current.noindex,
    },
    ...released.map((name): BuiltVersion => {
      const own = settings.released[name];
      const folder = path.join(root, VERSIONED_FOLDER, name);
      const spec = path.join(folder, VERSION_SNAPSHOT.openapi);
      const isLatest = name === latest;
      return {
        name,
        kind: isLatest ? 'latest' : 'old',
        label: own?.label ?? name,
        ...(isLatest ? {} : { segment: own?.path ?? name }),
        contentDir: path.join(folder, VERSION_SNAPSHOT.content),
        ...(fs.existsSync(spec) ? { specFile: spec } : {}),
        noindex: own?.noindex ?? (isLatest ? false : settings.noindex),
      };
    }),
  ];
  return all.filter((version) => !wanted || wanted.has(version.name));
}

/** A snapshot's manual sidebars by docs folder (`sidebars.json`), none when it has no such file. */
function snapshotSidebars(resolved: ResolvedConfig, name: string): { file: string; sidebars: Record<string, SidebarItemInput[]> } {
  const file = `${VERSIONED_FOLDER}/${name}/${VERSION_SNAPSHOT.sidebars}`;
  let text: string;
  try {
    text = fs.readFileSync(path.join(resolved.root, file), 'utf8');
  } catch {
    return { file, sidebars: {} };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.values(parsed).every(Array.isArray)) return { file, sidebars: parsed as Record<string, SidebarItemInput[]> };
  } catch {
    // Reported below with the file's name.
  }
  throw new UserError({ severity: 'error', code: 'config/versions-file', message: 'must be a JSON object of sidebars by docs folder, such as { "docs": ["intro"] }', file });
}

/** The label of a version in a locale. */
export function versionLabel(version: BuiltVersion, locale: string, defaultLocale: string): string {
  return localize(version.label, locale, defaultLocale);
}
