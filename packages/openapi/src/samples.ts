import { GENERATED_SAMPLE_LANGUAGES, writeRequestSample, type ApiOperation, type ApiSchemaObject, type ApiSecurityScheme, type ApiWrittenSample } from '@laguna-docs/shared';
import { planRequest } from './requestPlan.js';

export { pythonLiteral } from '@laguna-docs/shared';

/** A request sample as source code. */
export interface RequestSample {
  /** Fence language for highlighting: `bash`, `javascript`, `python`, `go`, … */
  language: string;
  /** `curl`, `JavaScript`, `Python`, or the label the spec gives its own sample. */
  label: string;
  code: string;
  /** `code` in pieces when it embeds the request body as a data literal (marked `literal`), for a fast highlighter. */
  parts?: Array<{ code: string; literal?: boolean }>;
  /** Written from the request's plan (see `writeRequestSample`), not given by the spec. */
  generated?: true;
}

/**
 * Samples of one operation: those the spec gives (`x-codeSamples`) first, with their labels, then
 * generated ones making the same request in curl, JavaScript `fetch`, Python `requests`, Go, Java, PHP,
 * Ruby and C#, each language the spec's samples do not already cover.
 */
export function requestSamples(operation: ApiOperation, schemas: Readonly<Record<string, ApiSchemaObject>>, securitySchemes: readonly ApiSecurityScheme[]): RequestSample[] {
  const written = (operation.codeSamples ?? []).map(writtenSample);
  const covered = new Set(written.map((sample) => sample.language));
  const plan = planRequest(operation, schemas, securitySchemes);
  const generated = GENERATED_SAMPLE_LANGUAGES.filter(({ language }) => !covered.has(language)).map(({ language, label }) => ({ language, label, ...writeRequestSample(language, plan)!, generated: true as const }));
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
