import type { RequestPlan } from './plan.js';
import { shell } from './quote.js';

/** The request as a curl command. */
export function curlSample(plan: RequestPlan): string {
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
