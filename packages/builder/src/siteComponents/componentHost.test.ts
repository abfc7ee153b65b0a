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

  it('says why an async component cannot render, instead of React\'s words about a Promise child', () => {
    const host = componentHost(bundle("exports.components = { 'src/components/Data.jsx': async function Data() { return null; } };\n"), '/site-async');
    expect(() => host.render({ target: 'src/components/Data.jsx', props: {}, island: false })).toThrow(
      'a component returned a Promise (an async component?); components are rendered with React at build time, which does not wait: load the data at the top of the component file or pass it as props, and render without await',
    );
  });

  it('shows a value that is no Error, thrown as the components load, as it is', () => {
    const error = ((): unknown => {
      try {
        componentHost(bundle("throw { code: 'E_SETUP', retry: false };\n"), '/site-throws');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(isUserError(error) ? error.diagnostics.map((d) => d.message) : error).toEqual(["the site's components failed to load: { code: 'E_SETUP', retry: false }"]);
  });

  it("gives components laguna-docs' React DOM, its exports and the whole as default, as an import of it does", () => {
    const host = componentHost(
      bundle(
        "const ReactDOM = require('react-dom');\nexports.components = { 'src/components/Dom.jsx': function Dom() { return typeof ReactDOM.createPortal === 'function' && ReactDOM.default.createPortal === ReactDOM.createPortal ? 'react-dom' : 'missing'; } };\n",
      ),
      '/site-react-dom',
    );
    expect(host.render({ target: 'src/components/Dom.jsx', props: {}, island: false })).toBe('react-dom');
  });
});
