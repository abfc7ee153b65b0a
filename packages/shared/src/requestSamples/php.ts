import type { RequestPlan } from './plan.js';
import { cookieHeader, formEncoded, prettyJson } from './quote.js';

const php = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The request with PHP's curl extension (PHP 7.3 or later, for the indented nowdoc). */
export function phpSample(plan: RequestPlan): string {
  const options: string[] = [`    CURLOPT_CUSTOMREQUEST => ${php(plan.method)},`];
  const headers = plan.headers.map(([name, value]) => `${name}: ${value}`);
  const content = plan.body;
  if (content?.kind === 'form' && content.mediaType !== 'multipart/form-data') headers.unshift(`Content-Type: ${content.mediaType}`);
  if (headers.length > 0) options.push('    CURLOPT_HTTPHEADER => [', ...headers.map((header) => `        ${php(header)},`), '    ],');
  if (plan.cookies.length > 0) options.push(`    CURLOPT_COOKIE => ${php(cookieHeader(plan.cookies))},`);
  if (content?.kind === 'json' || content?.kind === 'raw') {
    const text = content.kind === 'json' ? prettyJson(content.value) : content.text;
    // A nowdoc keeps the body as written; its end marker must not be a line of the body.
    let marker = 'BODY';
    while (text.split('\n').some((line) => line.trim() === marker)) marker += '_';
    options.push(`    CURLOPT_POSTFIELDS => <<<'${marker}'`, ...text.split('\n').map((line) => `    ${line}`), `    ${marker},`);
  } else if (content?.kind === 'form' && content.mediaType !== 'multipart/form-data') {
    options.push(`    CURLOPT_POSTFIELDS => ${php(formEncoded(content.fields))},`);
  } else if (content?.kind === 'form') {
    // An array makes curl send multipart/form-data.
    const parts = content.fields.map((field) =>
      field.file ? `        ${php(field.name)} => new CURLFile(${php(field.file.filename)}, ${php(field.file.contentType)}, ${php(field.file.filename)}),` : `        ${php(field.name)} => ${php(field.value)},`,
    );
    options.push('    CURLOPT_POSTFIELDS => [', ...parts, '    ],');
  }
  options.push('    CURLOPT_RETURNTRANSFER => true,');
  return [
    '<?php',
    '',
    `$curl = curl_init(${php(plan.url)});`,
    'curl_setopt_array($curl, [',
    ...options,
    ']);',
    '$response = curl_exec($curl);',
    plan.response === 'none' ? 'echo curl_getinfo($curl, CURLINFO_RESPONSE_CODE), PHP_EOL;' : "echo curl_getinfo($curl, CURLINFO_RESPONSE_CODE), ' ', $response, PHP_EOL;",
  ].join('\n');
}
