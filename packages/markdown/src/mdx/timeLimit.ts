import vm from 'node:vm';

/**
 * How long the site's code may run in one go at build time (an `.mdx` page's code with its partials, the
 * site components of one page, the components' bundle as it loads) before the build stops it. A loop that
 * never ends would otherwise hang the build with no word of where; no honest page or component comes near it.
 */
export const CODE_TIME_LIMIT_MS = 15_000;

/** The site's code ran past its time limit and was stopped. */
export class TimeLimitError extends Error {
  constructor(readonly limitMs: number) {
    super(`ran for more than ${seconds(limitMs)} and was stopped`);
  }
}

/** `15 s`, `0.1 s`: a limit as messages give it. */
export function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

const STEP = Symbol.for('laguna-docs.timed-step');
// A script that calls the step: V8 can stop a script run by `vm` at its `timeout`, whatever the step's
// code does (a `catch` in it cannot keep it going), and React's state is whole for the next render. Errors
// the step throws pass as they are (`displayErrors: false`: Node would write the script's line into their stack).
const RUN_STEP = new vm.Script(`globalThis[Symbol.for(${JSON.stringify(STEP.description)})]()`, { filename: 'laguna-docs-time-limit.js' });

/**
 * Runs `step` (synchronous code of the site's) and gives its result; throws `TimeLimitError` when it runs
 * for more than `limitMs`. Starting the watchdog costs about 60 µs, so it wraps a page's whole step, not
 * each call.
 */
export function withTimeLimit<T>(limitMs: number, step: () => T): T {
  const slot = globalThis as unknown as Record<symbol, (() => void) | undefined>;
  const outer = slot[STEP];
  let result: { value: T } | undefined;
  slot[STEP] = () => {
    result = { value: step() };
  };
  try {
    RUN_STEP.runInThisContext({ timeout: limitMs, displayErrors: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException | undefined)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new TimeLimitError(limitMs);
    throw error;
  } finally {
    slot[STEP] = outer;
  }
  return result!.value;
}
