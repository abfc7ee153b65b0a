import type GithubSlugger from 'github-slugger';
import { slug } from 'github-slugger';

/**
 * GitHub's slug of a heading's text, with letters folded to ASCII first (`Čas in žetoni` → `cas-in-zetoni`):
 * ids then read the same in every tool, are typed on any keyboard, and match the route slugs, which fold
 * the same way. Letters without a decomposition that matters to Slovenian (đ) are mapped by hand; other
 * scripts are kept as GitHub keeps them.
 */
export function headingSlug(slugger: GithubSlugger, text: string): string {
  return slugger.slug(fold(text));
}

/** The slug `headingSlug` starts from, before it is made unique on the page. */
export function plainHeadingSlug(text: string): string {
  return slug(fold(text));
}

/** Text that only ASCII makes up: NFKD leaves every ASCII character as it is, and there is nothing to fold. */
const ASCII = /^[\x00-\x7f]*$/;

function fold(text: string): string {
  // Most headings are ASCII, and normalising is the costly step of a short heading's slug.
  if (ASCII.test(text)) return text;
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}
