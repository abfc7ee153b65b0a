import { Code, fileOf, isRecord, lineOf, Unread, type StaticValue } from './staticValue.js';
import type { MigrationNote } from './types.js';

/**
 * A report line for every value of the config that could not be worked out without running it (a function,
 * an environment variable, a package's export) and that no other line of the report already covers: one
 * at the value's own line, or at the line of an object or list holding it.
 */
export function reportUnreadValues(config: StaticValue, configFile: string, notes: MigrationNote[]): void {
  const noted = new Set(notes.filter((note) => note.line).map((note) => `${note.file}:${note.line}`));
  const placeOf = (value: StaticValue) => {
    const line = lineOf(value);
    return line ? `${fileOf(value) ?? configFile}:${line}` : undefined;
  };
  const walk = (value: StaticValue, key: string) => {
    const place = placeOf(value);
    if (place && noted.has(place)) return;
    if (value instanceof Unread) {
      const file = value.file ?? configFile;
      notes.push({ kind: 'not-carried', file, ...(value.line ? { line: value.line } : {}), message: `${key}: ${value.source} could not be worked out without running the config; left out` });
      if (place) noted.add(place);
      return;
    }
    if (value instanceof Code) return;
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${key}[${index}]`));
    else if (isRecord(value)) for (const [name, item] of Object.entries(value)) walk(item, key ? `${key}.${name}` : name);
  };
  walk(config, '');
}
