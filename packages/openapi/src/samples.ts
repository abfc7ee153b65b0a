import type { ApiOperation, ApiSchemaObject, ApiSecurityScheme, ApiWrittenSample } from '@laguna-docs/shared';
import { planRequest, type RequestPlan } from './requestPlan.js';
import { csharpSample } from './sampleLanguages/csharp.js';
import { curlSample } from './sampleLanguages/curl.js';
import { goSample } from './sampleLanguages/go.js';
import { javaSample } from './sampleLanguages/java.js';
import { javascriptSample } from './sampleLanguages/javascript.js';
import { phpSample } from './sampleLanguages/php.js';
import { pythonSample } from './sampleLanguages/python.js';
import { LITERAL } from './sampleLanguages/quote.js';
import { rubySample } from './sampleLanguages/ruby.js';

export { pythonLiteral } from './sampleLanguages/python.js';

/** A request sample as source code. */
export interface RequestSample {
  /** Fence language for highlighting: `bash`, `javascript`, `python`, `go`, … */
  language: string;
  /** `curl`, `JavaScript`, `Python`, or the label the spec gives its own sample. */
  label: string;
  code: string;
  /** `code` in pieces when it embeds the request body as a data literal (marked `literal`), for a fast highlighter. */
  parts?: Array<{ code: string; literal?: boolean }>;
}

/** The languages samples are generated in, in the order they are shown. */
const GENERATED: ReadonlyArray<{ language: string; label: string; write: (plan: RequestPlan) => string }> = [
  { language: 'bash', label: 'curl', write: curlSample },
  { language: 'javascript', label: 'JavaScript', write: javascriptSample },
  { language: 'python', label: 'Python', write: pythonSample },
  { language: 'go', label: 'Go', write: goSample },
  { language: 'java', label: 'Java', write: javaSample },
  { language: 'php', label: 'PHP', write: phpSample },
  { language: 'ruby', label: 'Ruby', write: rubySample },
  { language: 'csharp', label: 'C#', write: csharpSample },
];

/**
 * Samples of one operation: those the spec gives (`x-codeSamples`) first, with their labels, then
 * generated ones making the same request in curl, JavaScript `fetch`, Python `requests`, Go, Java, PHP,
 * Ruby and C#, each language the spec's samples do not already cover.
 */
export function requestSamples(operation: ApiOperation, schemas: Readonly<Record<string, ApiSchemaObject>>, securitySchemes: readonly ApiSecurityScheme[]): RequestSample[] {
  const written = (operation.codeSamples ?? []).map(writtenSample);
  const covered = new Set(written.map((sample) => sample.language));
  const plan = planRequest(operation, schemas, securitySchemes);
  const generated = GENERATED.filter(({ language }) => !covered.has(language)).map(({ language, label, write }) => ({ language, label, ...withLiteral(write(plan)) }));
  return [...written, ...generated];
}

/** Fence languages by the names specs give their samples' languages (lower case). */
const LANGUAGES: Record<string, string> = {
  curl: 'bash', shell: 'bash', sh: 'bash', bash: 'bash', 'c#': 'csharp', csharp: 'csharp', cs: 'csharp', dotnet: 'csharp', '.net': 'csharp',
  node: 'javascript', nodejs: 'javascript', 'node.js': 'javascript', js: 'javascript', javascript: 'javascript', typescript: 'typescript', ts: 'typescript',
  python: 'python', py: 'python', python3: 'python', go: 'go', golang: 'go', java: 'java', php: 'php', ruby: 'ruby', rb: 'ruby',
};

/** A sample the spec gives, shown as written under its label (else its language). */
function writtenSample(sample: ApiWrittenSample): RequestSample {
  const name = sample.lang.trim().toLowerCase();
  return { language: LANGUAGES[name] ?? name.replace(/[^a-z0-9+#-]/g, ''), label: sample.label ?? sample.lang, code: sample.source.replace(/\s+$/, '') };
}

/** A sample written with its body literal in `LITERAL` marks: its code, and its pieces when there is a literal. */
function withLiteral(marked: string): Pick<RequestSample, 'code' | 'parts'> {
  const [before, literal, after, ...rest] = marked.split(LITERAL);
  if (literal === undefined || after === undefined || rest.length > 0) return { code: marked.split(LITERAL).join('') };
  return { code: before + literal + after, parts: [{ code: before! }, { code: literal, literal: true }, { code: after }] };
}
