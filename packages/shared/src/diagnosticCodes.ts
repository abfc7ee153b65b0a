/**
 * Every diagnostic code laguna-docs reports, grouped by where it comes from: the one list that
 * `Diagnostic.code` is typed by, so a code is added here before anything can report it, and nothing
 * reports a code that is not here. Codes named from outside (a markdown lint rule, a Node environment
 * problem, a docs folder) follow the patterns of `DynamicDiagnosticCode`.
 */
export const DIAGNOSTIC_CODES = [
  'blog/unknown-author',
  'blog-authors/invalid', 'blog-authors/invalid-yaml', 'blog-authors/too-many-aliases',
  'blog-tags/invalid', 'blog-tags/invalid-yaml', 'blog-tags/too-many-aliases',
  'build/out-dir-not-output', 'build/output-locked', 'build/output-outside',
  'cards/renderer-missing',
  'category/invalid', 'category/invalid-yaml', 'category/too-many-aliases', 'category/unknown-doc',
  'check-links/no-output',
  'cli/not-a-translation', 'cli/nothing-to-mark', 'cli/unknown-locale', 'cli/usage',
  'config/duplicate-redirect', 'config/edit-url-failed', 'config/edit-url-invalid', 'config/import-failed',
  'config/invalid', 'config/missing-custom-css', 'config/missing-spec', 'config/no-default-export',
  'config/not-found', 'config/out-dir', 'config/redirect-loop', 'config/redirect-over-page',
  'config/sidebar-unknown', 'config/syntax', 'config/theme-failed', 'config/theme-invalid',
  'config/theme-not-found', 'config/unknown-field', 'config/unknown-version', 'config/version-path',
  'config/version-route', 'config/versions-file',
  'content/active-svg', 'content/duplicate-route', 'content/link-outside-site', 'content/missing-folder',
  'content/no-original', 'content/post-without-date', 'content/too-large', 'content/unknown-locale',
  'content/unlinkable-route',
  'front-matter/invalid', 'front-matter/invalid-yaml', 'front-matter/not-a-map',
  'front-matter/too-many-aliases', 'front-matter/unknown-doc', 'front-matter/unknown-key',
  'i18n/invalid-json', 'i18n/invalid-string', 'i18n/not-an-object', 'i18n/stale-translation',
  'i18n/unknown-string',
  'init/bad-base-path', 'init/bad-locales', 'init/bad-package-json', 'init/bad-title', 'init/invalid-ci',
  'init/not-a-folder', 'init/not-empty',
  'link/external', 'link/missing-anchor', 'link/missing-file', 'link/missing-page', 'link/outside-base',
  'markdown/broken-file-link', 'markdown/forbidden-html',
  'markdown/more-problems', 'markdown/too-complex', 'markdown/unknown-language',
  'mdx/component', 'mdx/component-build', 'mdx/component-error', 'mdx/import', 'mdx/import-cycle',
  'mdx/missing-import', 'mdx/run', 'mdx/syntax', 'mdx/unknown-component',
  'migrate/config-syntax', 'migrate/inside-source', 'migrate/no-folder', 'migrate/not-a-folder',
  'migrate/not-docusaurus', 'migrate/not-empty', 'migrate/same-folder',
  'openapi/array-without-items', 'openapi/broken-link', 'openapi/bundle-failed', 'openapi/external-ref',
  'openapi/invalid', 'openapi/not-openapi', 'openapi/optional-path-parameter', 'openapi/ref-not-a-file',
  'openapi/ref-outside-site', 'openapi/stripped-html', 'openapi/swagger2', 'openapi/syntax',
  'openapi/too-large', 'openapi/too-many-aliases', 'openapi/unreadable', 'openapi/unreadable-ref',
  'openapi/unresolved-ref', 'openapi/unsafe-link', 'openapi/unsupported-version',
  'render/failed',
  'shard/invalid', 'shard/merge', 'shard/costs',
  'serve/bad-host', 'serve/not-built', 'serve/port-denied', 'serve/port-in-use',
  'static/collision', 'static/secret-looking',
  'theme/missing-strings', 'theme/no-eject', 'theme/override-build', 'theme/override-exists',
  'theme/override-export', 'theme/unknown-component', 'theme/unknown-override',
  'version/exists', 'version/invalid-name', 'version/locked', 'version/no-docs', 'version/reserved-name',
  'version/unlisted-folder',
] as const;

/** Codes whose second part is named elsewhere: a markdown lint rule, a Node environment problem, a docs folder. */
export type DynamicDiagnosticCode = `markdown/${string}` | `environment/${string}` | `${string}/link-outside-site`;

/** A stable identifier of a diagnostic such as `front-matter/invalid-yaml`. */
export type DiagnosticCode = (typeof DIAGNOSTIC_CODES)[number] | DynamicDiagnosticCode;
