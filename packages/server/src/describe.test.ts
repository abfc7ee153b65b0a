import { expect, it } from 'vitest';
import { isUserError, UserError } from '@laguna-docs/shared';
import { describeChanges, describeWork, problemsOf } from './describe.js';

it('names one changed file relative to the site, a file outside it in full, and counts several', () => {
  expect(describeChanges([{ event: 'change', file: '/site/content/en/docs/intro.md' }], '/site')).toBe('content/en/docs/intro.md changed');
  expect(describeChanges([{ event: 'change', file: '/theme/dist/theme.css' }], '/site')).toBe('/theme/dist/theme.css changed');
  // A save by rename arrives as a deletion and an addition of the same file: the last event counts.
  expect(describeChanges([{ event: 'unlink', file: '/site/a.md' }, { event: 'add', file: '/site/a.md' }], '/site')).toBe('a.md added');
  const many = [
    { event: 'change', file: '/site/a.md' },
    { event: 'change', file: '/site/b.md' },
    { event: 'add', file: '/site/c.md' },
  ] as const;
  expect(describeChanges(many, '/site')).toBe('2 files changed, 1 added');
});

it('says what a rebuild redid', () => {
  const report = { parsed: 1, reused: 57, rendered: 2, renderReused: 108, themeLoaded: false, clientBundled: true, markdownReset: false, apiLoaded: true };
  expect(describeWork(report)).toBe('parsed 1 of 58 files, rendered 2 of 110 pages, spec loaded, client bundled');
});

it('turns a failure into problems for the overlay', () => {
  const error = new UserError({ severity: 'error', code: 'front-matter/invalid-yaml', message: 'invalid YAML', file: 'content/en/docs/intro.md', line: 3, column: 1, hint: 'close the bracket' });
  expect(isUserError(error) && problemsOf(error)).toEqual([{ location: 'content/en/docs/intro.md:3:1', severity: 'error', message: 'invalid YAML', code: 'front-matter/invalid-yaml', hint: 'close the bracket' }]);
  expect(problemsOf(new Error('laguna-docs bug: oops'))).toMatchInlineSnapshot(`
    [
      {
        "code": "bug",
        "location": "",
        "message": "laguna-docs bug: oops",
        "severity": "error",
      },
    ]
  `);
});

it('shows a problem of the machine in the overlay as such, not as a bug', () => {
  const full = Object.assign(new Error('ENOSPC: no space left on device, open'), { code: 'ENOSPC', syscall: 'open', path: '/tmp/x.mjs' });
  expect(problemsOf(full)).toEqual([
    { location: '/tmp/x.mjs', severity: 'error', message: 'no space left on the device: could not open "/tmp/x.mjs"', code: 'environment/enospc', hint: 'free some space, or build into a folder on another disk with --out, and build again; the previous output is untouched' },
  ]);
});
