import { describe, expect, it } from 'vitest';
import { isUserError } from '@laguna-docs/shared';
import { componentHost } from './componentHost.js';
import type { ComponentBundle } from './bundleComponents.js';

/** A build-time bundle as `bundleComponents` makes it, from its code alone. */
const bundle = (server: string): ComponentBundle => ({ server, files: [], islands: 'assets/islands/islands.js', inputs: [], fingerprints: {} });

describe('the component host', () => {
  it('stops components whose files loop forever as they load, with an error instead of a hang', () => {
    // The time limit is shortened here; the build's is CODE_TIME_LIMIT_MS.
    const error = ((): unknown => {
      try {
        componentHost(bundle('for (;;) {}\nexports.components = {};\n'), '/site', 50);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(isUserError(error) ? error.diagnostics.map((d) => `[${d.code}] ${d.message} (${d.hint})`) : error).toEqual([
      "[mdx/component-error] the site's components ran for more than 0.05 s while loading and were stopped: a loop that never ends? (a component file runs code when it is loaded; check what it does outside its function (it may take at most 0.05 s))",
    ]);
  });
});
