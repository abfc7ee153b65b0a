import type { RequestPlan } from './plan.js';
import { cookieHeader, formEncoded, prettyJson, quoted } from './quote.js';

/** The request with Java's `java.net.http` client (Java 15 or later, for the text block). */
export function javaSample(plan: RequestPlan): string {
  const imports = new Set(['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse']);
  const before: string[] = [];
  const headers = [...plan.headers];
  if (plan.cookies.length > 0) headers.push(['Cookie', cookieHeader(plan.cookies)]);
  const content = plan.body;
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  if (content?.kind === 'json' || content?.kind === 'raw') {
    const text = content.kind === 'json' ? prettyJson(content.value) : content.text;
    publisher = `HttpRequest.BodyPublishers.ofString(${textBlock(text, '                ')})`;
  } else if (content?.kind === 'form' && content.mediaType !== 'multipart/form-data') {
    headers.unshift(['Content-Type', content.mediaType]);
    publisher = `HttpRequest.BodyPublishers.ofString(${quoted(formEncoded(content.fields))})`;
  } else if (content?.kind === 'form') {
    imports.add('java.io.ByteArrayOutputStream');
    before.push('        String boundary = "laguna-sample-boundary";', '        ByteArrayOutputStream body = new ByteArrayOutputStream();');
    for (const field of content.fields) {
      const disposition = `Content-Disposition: form-data; name="${field.name}"${field.file ? `; filename="${field.file.filename}"\r\nContent-Type: ${field.file.contentType}` : ''}\r\n\r\n`;
      before.push(`        body.write(("--" + boundary + ${quoted(`\r\n${disposition}`)}).getBytes());`);
      if (field.file) {
        imports.add('java.nio.file.Files').add('java.nio.file.Path');
        before.push(`        body.write(Files.readAllBytes(Path.of(${quoted(field.file.filename)})));`, '        body.write("\\r\\n".getBytes());');
      } else {
        before.push(`        body.write(${quoted(`${field.value}\r\n`)}.getBytes());`);
      }
    }
    before.push('        body.write(("--" + boundary + "--\\r\\n").getBytes());');
    headers.unshift(['Content-Type', `${content.mediaType}; boundary=\u0000`]);
    publisher = 'HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())';
  }
  const headerLines = headers.map(([name, value]) => {
    const [head, tail] = value.split('\u0000');
    return `            .header(${quoted(name)}, ${tail !== undefined ? `${quoted(head!)} + boundary` : quoted(value)})`;
  });
  const read = plan.response === 'none' ? 'discarding()' : 'ofString()';
  const print = plan.response === 'none' ? 'System.out.println(response.statusCode());' : 'System.out.println(response.statusCode() + " " + response.body());';
  return [
    ...[...imports].sort().map((name) => `import ${name};`),
    '',
    'public class Example {',
    '    public static void main(String[] args) throws Exception {',
    ...before,
    '        HttpRequest request = HttpRequest.newBuilder()',
    `            .uri(URI.create(${quoted(plan.url)}))`,
    ...headerLines,
    `            .method(${quoted(plan.method)}, ${publisher})`,
    '            .build();',
    `        HttpResponse<${plan.response === 'none' ? 'Void' : 'String'}> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.${read});`,
    `        ${print}`,
    '    }',
    '}',
  ].join('\n');
}

/** A Java text block of `text`, its lines indented by `indent` (which Java strips), without a final newline. */
function textBlock(text: string, indent: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
  return `"""\n${escaped.split('\n').map((line) => `${indent}${line}`).join('\n')}"""`;
}
