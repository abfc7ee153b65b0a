import type { ApiOperation, ApiSchemaObject, ApiSecurityScheme } from '@laguna-docs/shared';
import { planRequest, type RequestPlan } from './requestPlan.js';

/** A request sample as source code. */
export interface RequestSample {
  /** Fence language for highlighting: `bash`, `javascript`, `python`. */
  language: string;
  /** `curl`, `JavaScript`, `Python`. */
  label: string;
  code: string;
  /** `code` in pieces when it embeds the request body as a data literal (marked `literal`), for a fast highlighter. */
  parts?: Array<{ code: string; literal?: boolean }>;
}

/** Samples of one operation in curl, JavaScript `fetch` and Python `requests`, all making the same request. */
export function requestSamples(operation: ApiOperation, schemas: Readonly<Record<string, ApiSchemaObject>>, securitySchemes: readonly ApiSecurityScheme[]): RequestSample[] {
  const plan = planRequest(operation, schemas, securitySchemes);
  return [
    { language: 'bash', label: 'curl', code: curlSample(plan) },
    { language: 'javascript', label: 'JavaScript', ...withLiteral(fetchSample(plan)) },
    { language: 'python', label: 'Python', ...withLiteral(pythonSample(plan)) },
  ];
}

/** Stands where a sample's body literal goes while the sample is written (no generated text holds it). */
const LITERAL = '\u0000\u0001laguna-literal\u0001\u0000';

/** A sample written with its body literal in `LITERAL` marks: its code, and its pieces when there is a literal. */
function withLiteral(marked: string): Pick<RequestSample, 'code' | 'parts'> {
  const [before, literal, after, ...rest] = marked.split(LITERAL);
  if (literal === undefined || after === undefined || rest.length > 0) return { code: marked.split(LITERAL).join('') };
  return { code: before + literal + after, parts: [{ code: before! }, { code: literal, literal: true }, { code: after }] };
}

const shell = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
const js = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const py = (value: string) => JSON.stringify(value);

function curlSample(plan: RequestPlan): string {
  const lines = [`curl${plan.method === 'GET' && !plan.body ? '' : ` -X ${plan.method}`} ${shell(plan.url)}`];
  for (const [name, value] of plan.headers) lines.push(`-H ${shell(`${name}: ${value}`)}`);
  if (plan.cookies.length > 0) lines.push(`--cookie ${shell(plan.cookies.map(([name, value]) => `${name}=${value}`).join('; '))}`);
  const body = plan.body;
  if (body?.kind === 'json') lines.push(`--data ${shell(JSON.stringify(body.value, null, 2))}`);
  if (body?.kind === 'raw') lines.push(`--data ${shell(body.text)}`);
  if (body?.kind === 'form') {
    const flag = body.mediaType === 'multipart/form-data' ? '-F' : '--data-urlencode';
    for (const field of body.fields) lines.push(`${flag} ${shell(field.file ? `${field.name}=@${field.file.filename};type=${field.file.contentType}` : `${field.name}=${field.value}`)}`);
  }
  return lines.join(' \\\n  ');
}

function fetchSample(plan: RequestPlan): string {
  const out: string[] = [];
  const body = plan.body;
  if (body?.kind === 'form') {
    const multipart = body.mediaType === 'multipart/form-data';
    if (body.fields.some((field) => field.file)) out.push('// fileBytes: the file to upload (a Blob, File or ArrayBuffer)');
    out.push(multipart ? 'const body = new FormData();' : 'const body = new URLSearchParams();');
    for (const field of body.fields) {
      out.push(
        field.file
          ? `body.append(${js(field.name)}, new Blob([fileBytes], { type: ${js(field.file.contentType)} }), ${js(field.file.filename)});`
          : `body.append(${js(field.name)}, ${js(field.value)});`,
      );
    }
    out.push('');
  }
  const headers = [...plan.headers, ...(plan.cookies.length > 0 ? [['Cookie', plan.cookies.map(([name, value]) => `${name}=${value}`).join('; ')] as [string, string]] : [])];
  const options: string[] = [`  method: ${js(plan.method)},`];
  if (headers.length > 0) options.push('  headers: {', ...headers.map(([name, value]) => `    ${js(name)}: ${js(value)},`), '  },');
  if (body?.kind === 'json') options.push(`  body: JSON.stringify(${LITERAL}${JSON.stringify(body.value, null, 2).replace(/\n/g, '\n  ')}${LITERAL}),`);
  if (body?.kind === 'raw') options.push(`  body: ${js(body.text)},`);
  if (body?.kind === 'form') options.push('  body,');
  out.push(`const response = await fetch(${js(plan.url)}, {`, ...options, '});');
  out.push(plan.response === 'json' ? 'const data = await response.json();' : plan.response === 'text' ? 'const text = await response.text();' : 'console.log(response.status);');
  return out.join('\n');
}

function pythonSample(plan: RequestPlan): string {
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
    if (fields.length > 0) args.push(`    data=${dict(fields.map((field) => [field.name, field.value]))},`);
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
