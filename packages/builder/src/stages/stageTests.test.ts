import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every stage is tested on its own, on inline data with fake steps (see testing/stageFixtures.ts): a test
// beside each module of this folder that makes a stage, reading and writing no folder.

const here = path.dirname(fileURLToPath(import.meta.url));
const modules = fs.readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
/** A module that makes a stage declares a function; the others hold types or re-export (renderTypes.ts, renderingCode.ts). */
const stages = modules.filter((name) => /^export (async )?function /m.test(fs.readFileSync(path.join(here, name), 'utf8')));

describe('the stages', () => {
  it('are found: every module of the build that makes a stage', () => {
    expect(stages).toEqual(expect.arrayContaining(['readSources.ts', 'bundleAssets.ts', 'loadModel.ts', 'modelLocale.ts', 'renderLocale.ts', 'renderSite.ts', 'siteFiles.ts', 'reportProblems.ts', 'checkLinks.ts', 'writeFiles.ts']));
  });

  it('each have a unit test beside them', () => {
    expect(stages.filter((name) => !fs.existsSync(path.join(here, name.replace(/\.ts$/, '.test.ts'))))).toEqual([]);
  });

  it('are tested without a folder: no test here reads or writes files or copies a site', () => {
    const tests = fs.readdirSync(here).filter((name) => name.endsWith('.test.ts') && name !== 'stageTests.test.ts');
    const touching = tests.filter((name) => /from 'node:(fs|os)(\/promises)?'|tmpdir|mkdtemp|copyLagunaSite|testing\/siteFiles|testTempDir/.test(fs.readFileSync(path.join(here, name), 'utf8')));
    expect(touching).toEqual([]);
  });
});
