import type { Diagnostic } from '@laguna-docs/shared';
import { LINK_CODES } from './reportLinks.js';

/** What each kind of broken link does: fail the build, or be listed as a warning. */
export interface LinkPolicy {
  onBrokenLinks: 'error' | 'warn';
  onBrokenAnchors: 'error' | 'warn';
  onBrokenMarkdownLinks: 'error' | 'warn';
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
    const rule = ruleFor(diagnostic.code, policy);
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
