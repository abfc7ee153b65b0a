/** Set to `true` by the bundler of the published package (`scripts/bundle-cli.mjs`); undeclared elsewhere. */
declare const __LAGUNA_DOCS_BUNDLED__: boolean | undefined;

/**
 * Whether this code runs from the published `laguna-docs` package, which carries the internal
 * `@laguna-docs/*` packages inside and exports the ones looked up at run time (the default theme, the
 * client runtime) under its own name: `@laguna-docs/theme-default/client` is `laguna-docs/theme-default/client`.
 */
export const bundled: boolean = typeof __LAGUNA_DOCS_BUNDLED__ !== 'undefined' && __LAGUNA_DOCS_BUNDLED__ === true;

/** The name the published package gives an internal package's module, or `undefined` for any other specifier. */
export function bundledSpecifier(specifier: string): string | undefined {
  return bundled && specifier.startsWith('@laguna-docs/') ? `laguna-docs/${specifier.slice('@laguna-docs/'.length)}` : undefined;
}
