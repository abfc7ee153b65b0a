import type { RequestPlan } from './plan.js';
import { cookieHeader, prettyJson } from './quote.js';

const rb = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Net::HTTP's request class for a method: `Post`, `Delete`. */
const requestClass = (method: string) => method.charAt(0) + method.slice(1).toLowerCase();

/** The request with Ruby's `net/http`. */
export function rubySample(plan: RequestPlan): string {
  const lines = ["require 'net/http'", '', `uri = URI(${rb(plan.url)})`, `request = Net::HTTP::${requestClass(plan.method)}.new(uri)`];
  for (const [name, value] of plan.headers) lines.push(`request[${rb(name)}] = ${rb(value)}`);
  if (plan.cookies.length > 0) lines.push(`request['Cookie'] = ${rb(cookieHeader(plan.cookies))}`);
  const content = plan.body;
  if (content?.kind === 'json' || content?.kind === 'raw') {
    const text = content.kind === 'json' ? prettyJson(content.value) : content.text;
    let marker = 'BODY';
    while (text.split('\n').some((line) => line.trim() === marker)) marker += '_';
    // A squiggly heredoc in single quotes: indentation removed, nothing interpolated.
    lines.push(`request.body = <<~'${marker}'.chomp`, ...text.split('\n').map((line) => `  ${line}`), marker);
  } else if (content?.kind === 'form') {
    const multipart = content.mediaType === 'multipart/form-data';
    const pairs = content.fields.map((field) =>
      field.file ? `  [${rb(field.name)}, File.open(${rb(field.file.filename)}), { filename: ${rb(field.file.filename)}, content_type: ${rb(field.file.contentType)} }],` : `  [${rb(field.name)}, ${rb(field.value)}],`,
    );
    lines.push('request.set_form([', ...pairs, `], ${rb(multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded')})`);
  }
  lines.push(
    "response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') { |http| http.request(request) }",
    plan.response === 'none' ? 'puts response.code' : 'puts response.code, response.body',
  );
  return lines.join('\n');
}
