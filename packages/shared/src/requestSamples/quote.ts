/** Pieces the sample writers share: quoting, and the mark around a body literal. */

/** Stands where a sample's body literal starts and ends while the sample is written (no generated text holds it). */
export const LITERAL = '\u0000\u0001laguna-literal\u0001\u0000';

/** A shell word in single quotes. */
export const shell = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** A double-quoted string in C-like languages (Go, Java, C#, PHP, Ruby): JSON's escapes are valid in all of them. */
export const quoted = (value: string) => JSON.stringify(value);

/** The `Cookie` header of a plan's cookies. */
export const cookieHeader = (cookies: ReadonlyArray<[string, string]>) => cookies.map(([name, value]) => `${name}=${value}`).join('; ');

/** A JSON body pretty-printed, as the samples embed it. */
export const prettyJson = (value: unknown) => JSON.stringify(value, null, 2);

/** `a=1&b=2`: form fields percent-encoded as a browser sends them. */
export const formEncoded = (fields: ReadonlyArray<{ name: string; value: string }>) =>
  fields.map(({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
