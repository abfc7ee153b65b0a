import { manualPage } from '@laguna-docs/shared';
import { Code, Unread, type StaticValue } from './staticValue.js';

type Obj = { [key: string]: StaticValue };

/** The config as TypeScript source, in the shape `init` writes. */
export function configSource(config: Obj): string {
  const header = [
    "import { defineConfig } from 'laguna-docs';",
    '',
    `// Moved from Docusaurus by \`laguna-docs migrate docusaurus\`; every option: ${manualPage('docs/reference/config')}`,
    `export default defineConfig(${toSource(config, '')});`,
    '',
  ];
  return header.join('\n');
}

function toSource(value: StaticValue, indent: string): string {
  if (value instanceof Code) return value.source;
  if (value instanceof Unread) return 'undefined';
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = value.map((item) => toSource(item, inner));
    const line = `[${flat.join(', ')}]`;
    return line.length <= 100 && !line.includes('\n') ? line : `[\n${flat.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
  const parts = entries.map(([name, item]) => `${key(name)}: ${toSource(item, inner)}`);
  const line = `{ ${parts.join(', ')} }`;
  if (indent && line.length <= 100 && !line.includes('\n')) return line;
  return `{\n${parts.map((part) => `${inner}${part},`).join('\n')}\n${indent}}`;
}
