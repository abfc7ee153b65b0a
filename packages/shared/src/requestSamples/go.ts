import type { RequestPlan } from './plan.js';
import { cookieHeader, prettyJson, quoted } from './quote.js';

/** The request with Go's `net/http`, as a whole program. */
export function goSample(plan: RequestPlan): string {
  const imports = new Set(['fmt', 'net/http']);
  const body: string[] = [];
  let reader = 'nil';
  const headers = [...plan.headers];
  const content = plan.body;
  if (content?.kind === 'json' || content?.kind === 'raw') {
    imports.add('strings');
    const text = content.kind === 'json' ? prettyJson(content.value) : content.text;
    // A raw string keeps a JSON body readable; one holding a backquote is written quoted instead.
    body.push(`\tbody := strings.NewReader(${text.includes('`') ? quoted(text) : `\`${text}\``})`);
    reader = 'body';
  } else if (content?.kind === 'form' && content.mediaType !== 'multipart/form-data') {
    imports.add('net/url').add('strings');
    body.push('\tform := url.Values{}', ...content.fields.map((field) => `\tform.Add(${quoted(field.name)}, ${quoted(field.value)})`), '\tbody := strings.NewReader(form.Encode())');
    headers.unshift(['Content-Type', content.mediaType]);
    reader = 'body';
  } else if (content?.kind === 'form') {
    imports.add('bytes').add('mime/multipart');
    body.push('\tvar body bytes.Buffer', '\tform := multipart.NewWriter(&body)');
    for (const field of content.fields) {
      if (!field.file) {
        body.push(`\tform.WriteField(${quoted(field.name)}, ${quoted(field.value)})`);
        continue;
      }
      imports.add('io').add('net/textproto').add('os');
      body.push(
        '\tpartHeader := textproto.MIMEHeader{}',
        `\tpartHeader.Set("Content-Disposition", ${quoted(`form-data; name="${field.name}"; filename="${field.file.filename}"`)})`,
        `\tpartHeader.Set("Content-Type", ${quoted(field.file.contentType)})`,
        '\tpart, _ := form.CreatePart(partHeader)',
        `\tfile, err := os.Open(${quoted(field.file.filename)})`,
        '\tif err != nil {',
        '\t\tpanic(err)',
        '\t}',
        '\tdefer file.Close()',
        '\tio.Copy(part, file)',
      );
    }
    body.push('\tform.Close()');
    reader = '&body';
  }
  const lines = [...body, `\treq, err := http.NewRequest(${quoted(plan.method)}, ${quoted(plan.url)}, ${reader})`, '\tif err != nil {', '\t\tpanic(err)', '\t}'];
  for (const [name, value] of headers) lines.push(`\treq.Header.Set(${quoted(name)}, ${quoted(value)})`);
  if (content?.kind === 'form' && content.mediaType === 'multipart/form-data') lines.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
  if (plan.cookies.length > 0) lines.push(`\treq.Header.Set("Cookie", ${quoted(cookieHeader(plan.cookies))})`);
  lines.push('\tres, err := http.DefaultClient.Do(req)', '\tif err != nil {', '\t\tpanic(err)', '\t}', '\tdefer res.Body.Close()');
  if (plan.response === 'none') lines.push('\tfmt.Println(res.StatusCode)');
  else {
    imports.add('io');
    lines.push('\tdata, _ := io.ReadAll(res.Body)', '\tfmt.Println(res.StatusCode, string(data))');
  }
  return ['package main', '', 'import (', ...[...imports].sort().map((name) => `\t${quoted(name)}`), ')', '', 'func main() {', ...lines, '}'].join('\n');
}
