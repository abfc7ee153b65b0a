// Prints the release notes of a version tag: its section of CHANGELOG.md. The release workflow runs it
// before publishing, so a tag that does not match packages/cli/package.json's version, or a version the
// changelog does not describe, stops the release (exit 1) before anything is published.
//   node scripts/release-notes.mjs v0.2.0 > release-notes.md
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHANGELOG = path.join(root, 'CHANGELOG.md');
export const MANIFEST = path.join(root, 'packages', 'cli', 'package.json');

/** The text under `## <version>` (up to the next `## ` heading), or undefined when there is none. */
export function changelogSection(changelog, version) {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^## ${version.replace(/[.+]/g, '\\$&')}(\\s|$)`).test(line));
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n').trim();
}

/** The notes for `tag`; throws an Error saying what to fix when the tag or the changelog is not ready. */
export function releaseNotes(tag, { changelog = fs.readFileSync(CHANGELOG, 'utf8'), version = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')).version } = {}) {
  if (tag !== `v${version}`) throw new Error(`the tag ${tag} is not v${version}, the version in packages/cli/package.json: set the version there first, then tag`);
  const section = changelogSection(changelog, version);
  if (!section) throw new Error(`CHANGELOG.md has no "## ${version}" section: move the "Unreleased" entries under it`);
  return `${section}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(releaseNotes(process.argv[2] ?? ''));
  } catch (error) {
    console.error(`release-notes: ${error.message}`);
    process.exitCode = 1;
  }
}
