import type { Diagnostic } from '@laguna-docs/shared';
import { LINK_CODES } from './reportLinks.js';

/** What each kind of broken link does: fail the build, or be listed as a warning. */
export interface LinkPolicy {
  onBrokenLinks: 'error' | 'warn';
  onBrokenAnchors: 'error' | 'warn';
  onBrokenMarkdownLinks: 'error' | 'warn';
  /** Files whose broken links only warn, whatever the rules above say: the OpenAPI spec's, under `openapi.onBrokenLinks: 'warn'`. */
  warnIn?: ReadonlySet<string>;
}

/**
 * The site's policy: the config's three rules, and the spec's files (named as diagnostics name them) when
 * `openapi.onBrokenLinks` is `warn`.
 */
export function sitePolicy(config: LinkPolicy & { openapi?: { onBrokenLinks: 'error' | 'warn' } }, specFiles: readonly string[]): LinkPolicy {
  const { onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks } = config;
  return { onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks, ...(config.openapi?.onBrokenLinks === 'warn' ? { warnIn: new Set(specFiles) } : {}) };
}

/** The policy under which every broken link only warns (the dev server's). */
export const WARN_ONLY: LinkPolicy = { onBrokenLinks: 'warn', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn' };

/**
 * The diagnostics with the severity the policy gives each broken link: a missing anchor by
 * `onBrokenAnchors`, a markdown link to a missing file by `onBrokenMarkdownLinks`, any other broken link
 * by `onBrokenLinks`. Everything else, and the messages themselves, stay as they are.
 */
export function applyLinkPolicy(diagnostics: readonly Diagnostic[], policy: LinkPolicy): Diagnostic[] {
  return diagnostics.map((diagnostic) => {
    const found = ruleFor(diagnostic.code, policy);
    const rule = found !== undefined && diagnostic.file !== undefined && policy.warnIn?.has(diagnostic.file) ? 'warn' : found;
    if (rule === undefined) return diagnostic;
    const severity = rule === 'warn' ? 'warning' : 'error';
    return diagnostic.severity === severity ? diagnostic : { ...diagnostic, severity };
  });
}

function ruleFor(code: string, policy: LinkPolicy): 'error' | 'warn' | undefined {
  if (code === LINK_CODES.anchor) return policy.onBrokenAnchors;
  if (code.endsWith('/broken-file-link')) return policy.onBrokenMarkdownLinks;
  if (code.startsWith('link/')) return policy.onBrokenLinks;
  return undefined;
}
