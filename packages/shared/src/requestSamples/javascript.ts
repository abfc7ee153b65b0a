import type { RequestPlan } from './plan.js';
import { cookieHeader, LITERAL } from './quote.js';

const js = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** The request with JavaScript's `fetch`; a JSON body is written as an object literal between `LITERAL` marks. */
export function javascriptSample(plan: RequestPlan): string {
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
