/** A form field of a sample request; `file` marks a file upload. */
export interface FormField {
  name: string;
  value: string;
  file?: { filename: string; contentType: string };
}

/** A sample request's body, ready to write in any language. */
export type SampleBody =
  | { kind: 'json'; mediaType: string; value: unknown }
  | { kind: 'form'; mediaType: string; fields: FormField[] }
  | { kind: 'raw'; mediaType: string; text: string };

/**
 * Everything a request sample sends, in any language. Plain data: the build writes the first sample from
 * it, and an operation page carries it so the browser writes the other languages (see `writeRequestSample`).
 */
export interface RequestPlan {
  method: string;
  /** Full URL with the query string. */
  url: string;
  headers: Array<[string, string]>;
  cookies: Array<[string, string]>;
  body?: SampleBody;
  /** What the success response holds, so samples read it the right way. */
  response: 'json' | 'text' | 'none';
}
