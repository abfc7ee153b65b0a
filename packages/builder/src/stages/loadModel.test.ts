import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@laguna-docs/shared';
import { fakeSiteSteps, inlineConfig, inlineReference, NO_FOLDER } from '../testing/stageFixtures.js';
import type { BuiltVersion } from '../versions/docsLayout.js';
import { loadModel } from './loadModel.js';

const invalid: Diagnostic = { severity: 'error', code: 'openapi/invalid', message: 'the spec is not valid', file: 'api.yaml' };

describe('the load OpenAPI stage', () => {
  it('gives the reference the load step gives, with its problems, and stops nothing itself', async () => {
    const resolved = inlineConfig();
    const asked: unknown[] = [];
    const steps = fakeSiteSteps({
      loadApi: async (given, version) => {
        asked.push([given === resolved, version]);
        return inlineReference({ diagnostics: [invalid] });
      },
    });
    const reference = await loadModel({ resolved, routesByPath: new Map() }, steps);
    expect(asked).toEqual([[true, undefined]]);
    expect(reference.route).toBe('/api');
    expect(reference.diagnostics).toEqual([invalid]);
  });

  it("loads every version's reference, the latest's at /api with the others beside it and all their problems", async () => {
    const steps = fakeSiteSteps({
      loadApi: async (_resolved, version) => inlineReference({ route: version?.name === '2.0' ? '/api' : `/api/${version?.name}`, ...(version?.name === '2.0' ? {} : { sidebarId: `api@${version?.name}`, version: version?.name ?? '' }), diagnostics: [{ ...invalid, severity: 'warning', file: `${version?.name}.yaml` }] }),
    });
    const versions: BuiltVersion[] = [
      { name: '2.0', kind: 'latest', label: '2.0', contentDir: NO_FOLDER, noindex: false },
      { name: '1.0', kind: 'old', label: '1.0', segment: '1.0', contentDir: NO_FOLDER, noindex: false },
    ];
    const reference = await loadModel({ resolved: inlineConfig(), routesByPath: new Map(), versions }, steps);
    expect(reference.route).toBe('/api');
    expect(reference.versions?.map((other) => other.route)).toEqual(['/api/1.0']);
    expect(reference.diagnostics.map((d) => d.file)).toEqual(['2.0.yaml', '1.0.yaml']);
  });
});
