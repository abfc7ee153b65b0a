import type { ResolvedConfig } from '@laguna-docs/config';
import type { Diagnostic } from '@laguna-docs/shared';
import type { BuildLogger } from './logger.js';
import { stopOnErrors } from './report.js';
import { reportProblems, type LinkCheckMode, type ReportedProblems } from './stages/reportProblems.js';

/** The "report" stage's judgement of `found`, reported: its warnings logged, its errors stopping the build. */
export function reportedProblems(found: readonly Diagnostic[], resolved: ResolvedConfig, specFiles: readonly string[], linkCheck: LinkCheckMode, logger: BuildLogger): ReportedProblems {
  const reported = reportProblems({ found, resolved, specFiles, linkCheck });
  stopOnErrors(reported.diagnostics, logger);
  return reported;
}
