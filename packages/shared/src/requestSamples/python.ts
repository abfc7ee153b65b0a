import type { RequestPlan } from './plan.js';
import { LITERAL } from './quote.js';

const py = (value: string) => JSON.stringify(value);

/** The request with Python's `requests`; a JSON body is written as a dict literal between `LITERAL` marks. */
export function pythonSample(plan: RequestPlan): string {
  const args: string[] = [`    ${py(plan.url)},`];
  const dict = (pairs: Array<[string, string]>) => `{${pairs.map(([name, value]) => `${py(name)}: ${py(value)}`).join(', ')}}`;
  if (plan.headers.length > 0) args.push(`    headers=${dict(plan.headers)},`);
  if (plan.cookies.length > 0) args.push(`    cookies=${dict(plan.cookies)},`);
  const body = plan.body;
  if (body?.kind === 'json') args.push(`    json=${LITERAL}${pythonLiteral(body.value, '    ')}${LITERAL},`);
  if (body?.kind === 'raw') args.push(`    data=${py(body.text)},`);
  if (body?.kind === 'form') {
    const files = body.fields.filter((field) => field.file);
    const fields = body.fields.filter((field) => !field.file);
    // A name sent more than once (an exploded array) needs a list of pairs: a dict keeps one value per name.
    const repeated = new Set(fields.map((field) => field.name)).size < fields.length;
    const pairs = fields.map((field): [string, string] => [field.name, field.value]);
    if (fields.length > 0) args.push(`    data=${repeated ? `[${pairs.map(([name, value]) => `(${py(name)}, ${py(value)})`).join(', ')}]` : dict(pairs)},`);
    if (files.length > 0) {
      const entries = files.map((field) => `${py(field.name)}: (${py(field.file!.filename)}, open(${py(field.file!.filename)}, "rb"), ${py(field.file!.contentType)})`);
      args.push(`    files={${entries.join(', ')}},`);
    }
  }
  const read = plan.response === 'json' ? 'response.json()' : plan.response === 'text' ? 'response.text' : undefined;
  return ['import requests', '', `response = requests.${plan.method.toLowerCase()}(`, ...args, ')', `print(response.status_code${read ? `, ${read}` : ''})`].join('\n');
}

/** A JSON value written as a Python literal (True, False, None), indented like the code around it. */
export function pythonLiteral(value: unknown, indent: string): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return py(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${py(key)}: ${pythonLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}
