import { csharpSample } from './csharp.js';
import { curlSample } from './curl.js';
import { goSample } from './go.js';
import { javaSample } from './java.js';
import { javascriptSample } from './javascript.js';
import type { RequestPlan } from './plan.js';
import { phpSample } from './php.js';
import { pythonSample } from './python.js';
import { LITERAL } from './quote.js';
import { rubySample } from './ruby.js';

/** A generated request sample as source code. */
export interface WrittenRequestSample {
  code: string;
  /** `code` in pieces when it embeds the request body as a data literal (marked `literal`), for a fast highlighter. */
  parts?: Array<{ code: string; literal?: boolean }>;
}

/**
 * The languages request samples are generated in, in the order they are shown: the fence language (for
 * highlighting) and the tab's label. The build and the browser write them with the same functions.
 */
export const GENERATED_SAMPLE_LANGUAGES: ReadonlyArray<{ language: string; label: string }> = [
  { language: 'bash', label: 'curl' },
  { language: 'javascript', label: 'JavaScript' },
  { language: 'python', label: 'Python' },
  { language: 'go', label: 'Go' },
  { language: 'java', label: 'Java' },
  { language: 'php', label: 'PHP' },
  { language: 'ruby', label: 'Ruby' },
  { language: 'csharp', label: 'C#' },
];

const WRITERS: Readonly<Record<string, (plan: RequestPlan) => string>> = {
  bash: curlSample,
  javascript: javascriptSample,
  python: pythonSample,
  go: goSample,
  java: javaSample,
  php: phpSample,
  ruby: rubySample,
  csharp: csharpSample,
};

/**
 * The request `plan` makes, written in `language` (one of `GENERATED_SAMPLE_LANGUAGES`): curl, JavaScript
 * `fetch`, Python `requests`, Go, Java, PHP, Ruby or C#; `undefined` for a language not generated.
 */
export function writeRequestSample(language: string, plan: RequestPlan): WrittenRequestSample | undefined {
  const write = Object.hasOwn(WRITERS, language) ? WRITERS[language] : undefined;
  return write ? withLiteral(write(plan)) : undefined;
}

/** A sample written with its body literal in `LITERAL` marks: its code, and its pieces when there is a literal. */
function withLiteral(marked: string): WrittenRequestSample {
  const [before, literal, after, ...rest] = marked.split(LITERAL);
  if (literal === undefined || after === undefined || rest.length > 0) return { code: marked.split(LITERAL).join('') };
  return { code: before + literal + after, parts: [{ code: before! }, { code: literal, literal: true }, { code: after }] };
}
