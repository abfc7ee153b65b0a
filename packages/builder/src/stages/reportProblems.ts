import { displayPath, type ResolvedConfig } from '@laguna-docs/config';
import { applyLinkPolicy, sitePolicy, WARN_ONLY, type LinkPolicy } from '@laguna-docs/link-check';
import type { Diagnostic } from '@laguna-docs/shared';

/** What broken links and anchors do: fail the build, only warn (the dev server), or go unchecked. */
export type LinkCheckMode = 'error' | 'warn' | 'off';

export interface ReportProblemsInput {
  /** Every problem the stages before found, in their order. */
  found: readonly Diagnostic[];
  resolved: ResolvedConfig;
  /** The files of the site's OpenAPI descriptions, whose problems the policy knows. */
  specFiles: readonly string[];
  linkCheck: LinkCheckMode;
}

/** The problems as the build reports them, and the link policy the link check goes by. */
export interface ReportedProblems {
  diagnostics: Diagnostic[];
  policy: LinkPolicy;
}

/**
 * Stage "report": the build's problems as the config's link policy (the dev server's: warn only) takes
 * them, one warning per unknown code block language. The build logs the warnings, and its errors stop it
 * before its links are checked.
 */
export function reportProblems({ found, resolved, specFiles, linkCheck }: ReportProblemsInput): ReportedProblems {
  const policy: LinkPolicy = linkCheck === 'warn' ? WARN_ONLY : sitePolicy(resolved.config, specFiles.map((file) => displayPath(file, resolved.root)));
  // Without a link check, as the markdown stage says.
  const diagnostics = linkCheck === 'off' ? firstOfEachLanguage(found) : applyLinkPolicy(firstOfEachLanguage(found), policy);
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
