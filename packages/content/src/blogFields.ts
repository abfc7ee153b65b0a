import { routePathField, textField, urlField, z } from '@laguna-docs/config';
import { controlCharacter, routePathProblem, urlProblem } from '@laguna-docs/shared';

/** The route segment of a tag label: `Release notes` → `release-notes`. */
export function tagPermalink(label: string): string {
  return (
    label
      .trim()
      .toLowerCase()
      .replace(/[%#?\\/\s]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'tag'
  );
}

/** A social network's name and a handle or URL, as Docusaurus takes them: a handle becomes the profile's URL. */
export function socialUrl(network: string, value: string): string {
  if (/^https?:\/\//.test(value)) return value;
  const hosts: Record<string, string> = { github: 'https://github.com/', x: 'https://x.com/', twitter: 'https://twitter.com/', linkedin: 'https://www.linkedin.com/in/', stackoverflow: 'https://stackoverflow.com/users/', bluesky: 'https://bsky.app/profile/', mastodon: 'https://mastodon.social/@' };
  return `${hosts[network] ?? `https://${network}.com/`}${value.replace(/^@/, '')}`;
}

/**
 * A tag's label (front matter `tags`, a key of `tags.yml`): text for feeds, and, without a `permalink`,
 * the route segment of its page, so a label that makes `..` or holds a control character is refused here.
 */
export const tagLabel = textField()
  .min(1)
  .superRefine((label, ctx) => {
    const problem = routePathProblem(tagPermalink(label));
    // A control character is textField's to name.
    if (problem && controlCharacter(label, { lineBreaks: true }) === undefined) ctx.addIssue({ code: 'custom', message: `must make a route segment of the tag's page: ${problem}; give the tag another label or a permalink` });
  });

/** A tag page's segment under `<blog>/tags/` (`releases`, `/releases`): a route of the site's own. */
export const tagPermalinkField = routePathField(/^\/?[^\s%#?\\]+$/, 'must be a route segment such as "releases"');

/** An author's `email`: shown as a `mailto:` link, so it passes the URL policy as one. */
const emailField = z.string().superRefine((email, ctx) => {
  const problem = urlProblem(`mailto:${email}`, 'link');
  if (problem || /[\s<>"]/.test(email)) ctx.addIssue({ code: 'custom', message: problem ?? 'must be an address such as "ana@example.org"' });
});

/** An author's social links: handles or URLs, each published as the profile's URL, which passes the URL policy. */
const socialsField = z.record(z.string(), z.string()).superRefine((socials, ctx) => {
  for (const [network, value] of Object.entries(socials)) {
    const problem = urlProblem(socialUrl(network, value), 'external');
    if (problem) ctx.addIssue({ code: 'custom', path: [network], message: problem });
  }
});

/** The fields of a blog author, in `authors.yml` and written out in a post's front matter; every link passes the URL policy. */
export const authorFields = {
  title: textField().optional(),
  url: urlField('link').optional(),
  image_url: urlField('image').optional(),
  imageURL: urlField('image').optional(),
  email: emailField.optional(),
  socials: socialsField.optional(),
  page: z.union([z.boolean(), z.object({ permalink: z.string() }).strict()]).optional(),
};
