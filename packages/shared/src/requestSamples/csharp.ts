import type { RequestPlan } from './plan.js';
import { cookieHeader, prettyJson, quoted } from './quote.js';

const STANDARD_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE']);

/** The request with .NET's `HttpClient` (C# 11 or later, for the raw string literal), as top-level statements. */
export function csharpSample(plan: RequestPlan): string {
  const usings = new Set(['System.Net.Http']);
  const method = STANDARD_METHODS.has(plan.method) ? `HttpMethod.${plan.method.charAt(0)}${plan.method.slice(1).toLowerCase()}` : `new HttpMethod(${quoted(plan.method)})`;
  const lines = ['using var client = new HttpClient();', `var request = new HttpRequestMessage(${method}, ${quoted(plan.url)});`];
  const content = plan.body;
  // Content-Type belongs to the content, not the request's headers.
  for (const [name, value] of plan.headers) if (!(content && name.toLowerCase() === 'content-type')) lines.push(`request.Headers.TryAddWithoutValidation(${quoted(name)}, ${quoted(value)});`);
  if (plan.cookies.length > 0) lines.push(`request.Headers.TryAddWithoutValidation("Cookie", ${quoted(cookieHeader(plan.cookies))});`);
  if (content?.kind === 'json' || content?.kind === 'raw') {
    usings.add('System.Text');
    const text = content.kind === 'json' ? prettyJson(content.value) : content.text;
    lines.push(`request.Content = new StringContent(${rawString(text)}, Encoding.UTF8, ${quoted(content.mediaType)});`);
  } else if (content?.kind === 'form' && content.mediaType !== 'multipart/form-data') {
    lines.push('request.Content = new FormUrlEncodedContent(new[]', '{', ...content.fields.map((field) => `    KeyValuePair.Create(${quoted(field.name)}, ${quoted(field.value)}),`), '});');
  } else if (content?.kind === 'form') {
    lines.push('var form = new MultipartFormDataContent();');
    content.fields.forEach((field, index) => {
      if (!field.file) {
        lines.push(`form.Add(new StringContent(${quoted(field.value)}), ${quoted(field.name)});`);
        return;
      }
      usings.add('System.Net.Http.Headers');
      const name = `file${index}`;
      lines.push(
        `var ${name} = new ByteArrayContent(File.ReadAllBytes(${quoted(field.file.filename)}));`,
        `${name}.Headers.ContentType = new MediaTypeHeaderValue(${quoted(field.file.contentType)});`,
        `form.Add(${name}, ${quoted(field.name)}, ${quoted(field.file.filename)});`,
      );
    });
    lines.push('request.Content = form;');
  }
  lines.push('var response = await client.SendAsync(request);');
  lines.push(plan.response === 'none' ? 'Console.WriteLine((int)response.StatusCode);' : 'Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");');
  return [...[...usings].sort().map((name) => `using ${name};`), '', ...lines].join('\n');
}

/** A C# raw string literal of `text` on lines of its own, with more quotes around it than any run inside. */
function rawString(text: string): string {
  const longest = Math.max(0, ...(text.match(/"+/g) ?? []).map((run) => run.length));
  const quotes = '"'.repeat(Math.max(3, longest + 1));
  return `${quotes}\n${text.split('\n').map((line) => `    ${line}`).join('\n')}\n    ${quotes}`;
}
