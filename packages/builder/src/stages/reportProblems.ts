import { displayPath, type ResolvedConfig } from '@laguna-docs/config';
import { applyLinkPolicy, sitePolicy, WARN_ONLY, type LinkPolicy } from '@laguna-docs/link-check';
import { formatDiagnostic, UserError, type Diagnostic } from '@laguna-docs/shared';
import type { BuildLogger } from '../logger.js';

/** What broken links and anchors do: fail the build, only warn (the dev server), or go unchecked. */
export type LinkCheckMode = 'error' | 'warn' | 'off';

/**
 * Stage "report": the build's problems as the config's link policy (the dev server's: warn only) takes
 * them, one warning per unknown code block language. Warnings are logged; errors fail the build here,
 * before its links are checked.
 */
export function reportProblems(found: readonly Diagnostic[], resolved: ResolvedConfig, specFiles: readonly string[], linkCheck: LinkCheckMode, logger: BuildLogger): { diagnostics: Diagnostic[]; policy: LinkPolicy } {
  const policy: LinkPolicy = linkCheck === 'warn' ? WARN_ONLY : sitePolicy(resolved.config, specFiles.map((file) => displayPath(file, resolved.root)));
  // Without a link check, as the markdown stage says.
  const diagnostics = linkCheck === 'off' ? firstOfEachLanguage(found) : applyLinkPolicy(firstOfEachLanguage(found), policy);
  for (const warning of diagnostics.filter((d) => d.severity === 'warning')) logger.warn(formatDiagnostic(warning));
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new UserError(errors);
  return { diagnostics, policy };
}

/**
 * The diagnostics with one warning per unknown code block language: the first, in page order, which names
 * the file and line of its first use. Every page warns of its own (its parse is cached apart from the others).
 */
export function firstOfEachLanguage(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((diagnostic) => {
    if (diagnostic.code !== 'markdown/unknown-language') return true;
    if (seen.has(diagnostic.message)) return false;
    seen.add(diagnostic.message);
    return true;
  });
}
