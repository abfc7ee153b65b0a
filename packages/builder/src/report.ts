import { formatDiagnostic, UserError, type Diagnostic } from '@laguna-docs/shared';
import type { BuildLogger } from './logger.js';

/*
 * How the orchestrator reports what the stages found: the stages return their problems and neither log
 * nor throw for them; the build says here which ones stop it. This module loads nothing but the shared
 * package, so the build's light entry (buildSite.ts) can use it.
 */

/** Logs the warnings among `diagnostics`, then stops the build with its errors, if there are any. */
export function stopOnErrors(diagnostics: readonly Diagnostic[], logger: BuildLogger): void {
  for (const warning of diagnostics.filter((d) => d.severity === 'warning')) logger.warn(formatDiagnostic(warning));
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new UserError(errors);
}

/** Stops the build with every one of `diagnostics`, warnings listed with the errors, when one is an error; else logs them. */
export function stopWithAllOnErrors(diagnostics: readonly Diagnostic[], logger: BuildLogger): void {
  if (diagnostics.some((d) => d.severity === 'error')) throw new UserError([...diagnostics]);
  for (const warning of diagnostics) logger.warn(formatDiagnostic(warning));
}
