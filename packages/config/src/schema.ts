import { z } from 'zod';
import { ADMONITION_NAMES, isPerPageHead, urlProblem, VERSION_NAME_PATTERN } from '@laguna-docs/shared';
import { sidebarItem } from './sidebarSchema.js';
import { routePathField, urlField } from './gatedFields.js';

/** A string shown to readers, either the same in every locale or given per locale code. */
const localized = z.union([z.string().min(1), z.record(z.string(), z.string().min(1))]);

/** The unreleased docs version's label on a versioned site whose config sets no `docsVersionLabel`. */
export const DEFAULT_DOCS_VERSION_LABEL = 'Next';

/** Which end of the navbar the item sits at; `left` by default. */
const position = z.enum(['left', 'right']).default('left');

/** A route such as `/docs`, `/sdk` or `/`, as `docs.routeBasePath` takes it. */
const routeBase = z
  .string()
  .regex(/^\/?(?:[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*)?\/?$/, 'must be a route such as "/docs", "/sdk" or "/"')
  .transform((value) => `/${value.replace(/^\/+|\/+$/g, '')}`);

/** A version's route segment: `next`, `1.0`, `v2`. */
const versionPath = z.string().regex(VERSION_NAME_PATTERN, 'must be one route segment such as "next" or "1.0"');

/** A docs section beside the main one (see `docs.sections`). */
const docsSection = z
  .object({
    /** Its folder in each locale (`sdk` → `content/en/sdk/`), and the id of its sidebar; not `docs`, `pages` or `api`. */
    path: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]*$/, 'must be a folder name such as "sdk"')
      .refine((value) => !['docs', 'pages', 'api'].includes(value), 'must not be "docs", "pages" or "api", which the site uses already'),
    /** Route its pages live under: `/sdk`. */
    routeBasePath: routeBase,
    /** Its name: the title of its generated index page. Example: `{ en: 'SDK', sl: 'Komplet SDK' }`. */
    label: localized,
    /** A manual sidebar for it, as `docs.sidebar`; made from its folder without one. */
    sidebar: z.array(sidebarItem).optional(),
  })
  .strict();

const navbarItem = z.discriminatedUnion('type', [
  z
    .object({
      /** A link to a page of the site. */
      type: z.literal('link'),
      /** Text of the link. Example: `{ en: 'Docs', sl: 'Dokumentacija' }`. */
      label: localized,
      /** A route inside the site, such as `/api`; the locale prefix and base path are added. */
      to: urlField('route'),
      /** Which end of the navbar the item sits at; `left` by default. */
      position,
    })
    .strict(),
  z
    .object({
      /** A link to another site. */
      type: z.literal('external'),
      /** Text of the link, or its accessible name when `icon` is given. */
      label: localized,
      /** A full URL outside the site; opens with `rel="noopener"` and is marked as external. */
      href: urlField('external'),
      /** An icon drawn beside or instead of the label. */
      icon: z.enum(['github']).optional(),
      /** Which end of the navbar the item sits at; `left` by default. */
      position,
    })
    .strict(),
  z
    .object({
      /** A button that opens a list of links, on narrow screens a group of links in the menu panel. */
      type: z.literal('dropdown'),
      /** Text of the button, and the heading of its group in the menu panel. Example: `{ en: 'Community', sl: 'Skupnost' }`. */
      label: localized,
      /** Its links, in order: each to a page of the site (`to`) or to another site (`href`). */
      items: z
        .array(
          z
            .object({
              /** Text of the link. */
              label: localized,
              /** A route inside the site, such as `/docs/intro`; the locale prefix and base path are added. */
              to: urlField('route').optional(),
              /** A full URL outside the site; opens in a new tab and is marked as external. */
              href: urlField('external').optional(),
            })
            .strict()
            .refine((item) => Boolean(item.to) !== Boolean(item.href), 'give exactly one of "to" or "href"'),
        )
        .min(1, 'a dropdown needs at least one item'),
      /** Which end of the navbar the item sits at; `left` by default. */
      position,
    })
    .strict(),
  z
    .object({
      /** The language menu: each locale's copy of the current page. */
      type: z.literal('locales'),
      /** Which end of the navbar the item sits at; `left` by default. */
      position: position,
    })
    .strict(),
  z
    .object({
      /** The switch between the light and the dark theme. */
      type: z.literal('colorMode'),
      /** Which end of the navbar the item sits at; `left` by default. */
      position: position,
    })
    .strict(),
]);

const localeItem = z
  .object({
    /** BCP 47 code, also the folder name under `content/` and the URL prefix: `sl`. */
    code: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'must be a BCP 47 language code such as "en" or "sl"'),
    /** The language's name in itself, as the language menu shows it: `Slovenščina`. */
    label: z.string().min(1),
    /** `<html lang>`; defaults to the code. */
    htmlLang: z.string().optional(),
    /**
     * Writing direction of the language, set as `dir` on `<html>`; by default `rtl` for a right-to-left
     * language (Arabic `ar`, Hebrew `he`, Persian `fa`, Urdu `ur`, and others), else `ltr`.
     */
    direction: z.enum(['ltr', 'rtl']).optional(),
  })
  .strict();

const footerColumn = z
  .object({
    /** Heading of the column. */
    title: localized,
    /** Its links, each to a page of the site (`to`) or to another site (`href`). */
    items: z.array(
      z
        .object({
          /** Text of the link. */
          label: localized,
          /** A route inside the site, such as `/docs/intro`. */
          to: urlField('route').optional(),
          /** A full URL outside the site. */
          href: urlField('external').optional(),
        })
        .strict()
        .refine((item) => Boolean(item.to) !== Boolean(item.href), 'give exactly one of "to" or "href"'),
    ),
  })
  .strict();

/** A unified plugin: a function, called with the processor as `this` and the options that follow it. */
// The parameters are unified's to know; `never[]` accepts a plugin whatever options it takes.
export type UnifiedPlugin = (...options: never[]) => unknown;

/** A unified plugin, or `[plugin, ...options]` as unified's `use` takes it. */
export type MarkdownPluginEntry = UnifiedPlugin | [UnifiedPlugin, ...unknown[]];

const markdownPlugin = z.custom<MarkdownPluginEntry>(
  (value) => typeof value === 'function' || (Array.isArray(value) && typeof value[0] === 'function'),
  'must be a unified plugin (a function) or [plugin, options]; import the plugin in the config and give it, not its name',
);

/** A route that no longer has a page of its own: `/docs/old-intro`. */
const redirectFrom = routePathField(/^\/[^\s?#]*[^\s?#/]$/, 'must be a route without a trailing slash, query or fragment, such as "/docs/old"');

/** The site config a user writes in `laguna-docs.config.ts`. Every field has a default unless marked. */
export const siteConfigSchema = z
  .object({
    /** Site title, shown in the navbar and in every `<title>`. Required. Example: `Laguna docs`. */
    title: z.string().min(1),
    /** One line under the title on the home page and in descriptions. */
    tagline: localized.default(''),
    /** Production origin without the base path, for canonical URLs and the sitemap. Required. */
    url: z
      .url({ protocol: /^https?$/, error: 'must be an http or https origin, such as "https://example.org"' })
      // zod runs this even when the check above failed: it looks only at http(s) addresses.
      .refine((value) => !URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol) || !new URL(value).pathname.slice(1), 'must be an origin without a path, such as "https://example.org"'),
    /** Where the site is served below the origin; starts and ends with `/`. Example: `/laguna-docs/`. */
    basePath: z
      .string()
      .regex(/^\/([A-Za-z0-9._~-]+\/)*$/, 'must start and end with "/", such as "/" or "/docs/"')
      // Browsers resolve `/docs/../` to `/`: every link would leave the base path.
      .refine((value) => !value.split('/').some((segment) => segment === '.' || segment === '..'), 'may not have a "." or ".." segment, which leads out of the base path')
      .default('/'),
    /** Folder holding one subfolder of markdown per locale (`content/en`, `content/sl`). */
    contentDir: z.string().default('content'),
    /** Folder the build writes to. The CLI flag `--out` overrides it. */
    outDir: z.string().default('build'),
    /** Locales; the default one has no URL prefix, the others live under `/<code>`. */
    locales: z
      .object({
        /** Code of the default locale, the one without a URL prefix; one of the codes in `items`. */
        default: z.string(),
        /** Every locale of the site, each with a folder `content/<code>/`. */
        items: z.array(localeItem).min(1),
      })
      .strict()
      .default({ default: 'en', items: [{ code: 'en', label: 'English' }] }),
    /** The OpenAPI description to turn into a reference under `route`. Omit for a site without one. */
    openapi: z
      .object({
        /**
         * Path of an OpenAPI 3.0 or 3.1 (or Swagger 2.0) description, YAML or JSON, relative to the config
         * file; the files its `$ref`s name are read too.
         */
        spec: z.string().min(1),
        /** Route of the reference; one page per operation lives below it. */
        route: z.string().regex(/^\/[a-z0-9-]+$/, 'must be a single segment such as "/api"').default('/api'),
        /** Label of the reference in sidebars and breadcrumbs. */
        label: localized.default({ en: 'API', sl: 'API' }),
        /**
         * Whether each named schema with contents gets a page of its own (`<route>/schemas/<name>`), which
         * operation pages link to instead of describing the schema again. `auto` gives them to references
         * of more than 100 operations, where describing every schema on every page that uses it would make
         * large pages and a slow build.
         */
        schemaPages: z.literal([true, false, 'auto']).default('auto'),
        /**
         * The site that root-relative links in the spec's descriptions mean when they match no page of this
         * site: with `'https://vendor.example'`, `[limits](/docs/limits)` links to
         * `https://vendor.example/docs/limits`. Without it such a link is a broken link.
         */
        linkBase: z
          .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as "https://vendor.example"' })
          .transform((url) => url.replace(/\/+$/, ''))
          .optional(),
        /**
         * What a broken link in the spec's descriptions does: fail the build (`error`, the default, as for
         * links in the docs) or only warn (`warn`; the link is then shown as plain text when the build can
         * tell it is broken before rendering).
         */
        onBrokenLinks: z.enum(['error', 'warn']).default('error'),
        /**
         * How strictly the spec is checked. `strict` (the default) fails the build on anything the OpenAPI
         * schema of its version forbids. `lenient` lets through what is invalid but common inside schemas
         * (3.0 tuple `items` arrays, `additionalItems`, keywords the version does not have such as `const`
         * or `examples` in 3.0) as warnings, and shows it as well as it can.
         */
        validation: z.enum(['strict', 'lenient']).default('strict'),
        /**
         * Whether `$…$` and `$$…$$` in the spec's descriptions are math, as in the docs' pages. Off by default:
         * descriptions are CommonMark, where `$(VAR_NAME)` and `$$` are plain dollar signs.
         */
        math: z.boolean().default(false),
        /**
         * What HTML in the spec that could run code (an event handler attribute such as `onclick` in any
         * letter case, a `javascript:` URL, `srcdoc`, `<script>`, `<iframe>` …) does: fail the build (`error`,
         * the default, as in the docs) or be stripped with one warning per kind (`strip`), for a vendor's
         * description that cannot be changed. It is never published in the pages either way.
         */
        html: z.enum(['error', 'strip']).default('error'),
      })
      .strict()
      .optional(),
    /** Items of the top navigation bar, in order. */
    navbar: z.array(navbarItem).default([]),
    /** Footer columns of links and the copyright line. */
    footer: z
      .object({
        /** Columns of links, side by side. */
        columns: z.array(footerColumn).default([]),
        /** The line under the columns. Example: `Copyright © 2026 Acme`. */
        copyright: localized.default(''),
      })
      .strict()
      .default({ columns: [], copyright: '' }),
    /** A dismissible bar above the navbar. Changing `id` shows it again to readers who dismissed it. */
    announcement: z
      .object({
        /** Letters, digits, `_` and `-`; a new id shows the bar again to readers who closed it. */
        id: z.string().regex(/^[A-Za-z0-9_-]+$/),
        /** What the bar says. */
        text: localized,
        /** A link after the text. */
        link: z
          .object({
            /** Text of the link. */
            label: localized,
            /** A route inside the site. */
            to: urlField('route'),
          })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    /** The site's own version. */
    version: z.string().default('0.0.0'),
    /**
     * Label of the docs version in the navbar's version menu. A site without `versions.json` shows no version
     * menu unless this is set; on a versioned site it labels the unreleased version, `'Next'` by default.
     * Example: `'Next'`.
     */
    docsVersionLabel: localized.optional(),
    /**
     * Versioned docs and API reference (see the "Versions" guide). The current sources are the
     * unreleased version; `laguna-docs version <name>` snapshots released ones into `versioned/<name>/` and
     * lists them in `versions.json` beside this file. Without `versions.json` the site has one version and
     * this field changes nothing. Example: `{ latest: '1.0', build: ['1.0', 'current'], noindex: true }`.
     */
    versions: z
      .object({
        /** The unreleased version built from the current sources. */
        current: z
          .object({
            /** Its label in the version dropdown; `docsVersionLabel` ("Next") by default. */
            label: localized.optional(),
            /** Its route segment: `/docs/next/…`, `/api/next`. Not a released version's name or path. */
            path: versionPath.default('next'),
            /** Keep its pages out of search engines (`noindex`, left out of the sitemap). Example: `true`. */
            noindex: z.boolean().default(false),
          })
          .strict()
          .default({ path: 'next', noindex: false }),
        /** The released version served at the docs and API routes (`/docs`, `/api`); the newest by default. Example: `'1.0'`. */
        latest: z.string().optional(),
        /**
         * Which versions to build, by name (`current` for the unreleased one); all by default. Example:
         * `['current']` while writing, so the old versions cost nothing. The latest version's routes stay
         * its own: with it left out, `/docs` has no pages.
         */
        build: z.array(z.string()).optional(),
        /** Keep the pages of released versions other than the latest out of search engines (`noindex`, no sitemap entry). */
        noindex: z.boolean().default(false),
        /**
         * Per released version: `label` in the dropdown (its name by default), `path` its route segment (its
         * name by default) and `noindex` (over `versions.noindex`). Example: `{ '1.0': { label: '1.0 (LTS)' } }`.
         */
        released: z
          .record(
            z.string(),
            z
              .object({
                /** Shown in the version dropdown. */
                label: localized.optional(),
                /** Route segment of its docs and API reference: `/docs/<path>/…`, `/api/<path>`. */
                path: versionPath.optional(),
                /** Keep its pages out of search engines. */
                noindex: z.boolean().optional(),
              })
              .strict(),
          )
          .default({}),
      })
      .strict()
      .default({ current: { path: 'next', noindex: false }, noindex: false, released: {} }),
    /** Which heading levels the table of contents lists. */
    toc: z
      .object({
        /** Highest heading level listed, from 2 (`##`) to 6. */
        minLevel: z.number().int().min(2).max(6).default(2),
        /** Lowest heading level listed, from 2 to 6; not less than `minLevel`. */
        maxLevel: z.number().int().min(2).max(6).default(3),
      })
      .strict()
      .default({ minLevel: 2, maxLevel: 3 })
      .refine((toc) => toc.minLevel <= toc.maxLevel, { message: 'minLevel must not exceed maxLevel', path: ['minLevel'] }),
    /** Package name (or path) of the theme. The default theme is part of laguna-docs. */
    theme: z.string().default('@laguna-docs/theme-default'),
    /**
     * "Edit this page" links. A URL of the folder holding the config in the repository's web editor
     * (`https://github.com/org/repo/edit/main/website`): a page's link is that URL followed by the path of
     * the file it was built from (`/content/sl/docs/intro.md`). Or a function of `{ locale, docPath, file }`
     * (`docPath` inside the locale folder, `file` from the config's folder) returning the URL, or
     * `undefined` for no link. Front matter `custom_edit_url` overrides it per page.
     */
    editUrl: z.union([urlField('external'), z.custom<EditUrlFunction>((value) => typeof value === 'function', 'must be a URL or a function returning one')]).optional(),
    /**
     * "Last updated" under each markdown page: the date of the last commit that changed its file, read from
     * git in one call per build. `{ author: true }` names that commit's author too. Pages of files git does
     * not know (or in a shallow clone, of files it has no history for) show none.
     */
    lastUpdated: z
      .union([
        z.boolean(),
        z
          .object({
            /** Name the author of that commit beside the date. */
            author: z.boolean().default(false),
          })
          .strict(),
      ])
      .default(false),
    /** The site's icon, a file in `staticDir`. Example: `img/favicon.ico`. */
    favicon: z.string().optional(),
    /** Image shown beside the title in the navbar, a file in `staticDir`. Example: `img/logo.svg`. */
    logo: z.string().optional(),
    /** Files copied as they are to the output root. */
    staticDir: z.string().default('static'),
    /** The docs section. */
    docs: z
      .object({
        /**
         * Route the docs live under (`content/<locale>/docs/intro.md` → `<routeBasePath>/intro`): `/docs`,
         * `/sdk`, or `/` for a docs-only site whose `docs/index.md` is the home page. The sidebar, category
         * pages (`<routeBasePath>/category/…`), search and sitemap follow.
         */
        routeBasePath: z
          .string()
          .regex(/^\/?(?:[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*)?\/?$/, 'must be a route such as "/docs", "/sdk" or "/"')
          .transform((value) => `/${value.replace(/^\/+|\/+$/g, '')}`)
          .default('/docs'),
        /**
         * A sidebar of your own instead of the one made from the folders, in the shape of Docusaurus's
         * `sidebars.js`: doc ids, `{ type: 'doc', id, label }`, `{ type: 'link', label, href }`, `{ type:
         * 'category', label, items, collapsed, link }` and `{ type: 'autogenerated', dirName: 'guides' }` for a
         * folder's docs ordered as in folder-made sidebars. Previous/next links follow it; a doc it leaves out
         * is still built and shows it. Example: `['intro', { type: 'category', label: 'Guides', items: [{ type:
         * 'autogenerated', dirName: 'guides' }] }]`.
         */
        sidebar: z.array(sidebarItem).optional(),
        /**
         * More docs sections beside this one, each with its own folder (`content/<locale>/<path>/`), route,
         * sidebar (made from its folder, or `sidebar` as above) and generated index page; give each a navbar
         * link. Links between sections are checked like any other. Example: `[{ path: 'sdk', routeBasePath:
         * '/sdk', label: 'SDK' }]` with `{ type: 'link', label: 'SDK', to: '/sdk' }` in the navbar.
         */
        sections: z.array(docsSection).default([]),
      })
      .strict()
      .superRefine((docs, context) => {
        // Each section needs a route and a folder of its own.
        const routes = [docs.routeBasePath];
        const paths: string[] = [];
        docs.sections.forEach((section, index) => {
          if (routes.includes(section.routeBasePath)) context.addIssue({ code: 'custom', path: ['sections', index, 'routeBasePath'], message: `"${section.routeBasePath}" is the route of another docs section` });
          if (paths.includes(section.path)) context.addIssue({ code: 'custom', path: ['sections', index, 'path'], message: `"${section.path}" is the folder of another docs section` });
          routes.push(section.routeBasePath);
          paths.push(section.path);
        });
      })
      .default({ routeBasePath: '/docs', sections: [] }),
    /**
     * Markdown beyond CommonMark and GFM: admonition kinds of the site's own, and unified plugins of your
     * own for markdown pages. Example: `{ remarkPlugins: [remarkEmoji], rehypePlugins:
     * [[rehypeExternalLinks, { target: '_blank' }]] }`. With plugins, pages are parsed in the main thread and
     * not kept in the disk cache, whose keys cannot describe a plugin's code.
     */
    markdown: z
      .object({
        /** Plugins run on the markdown (mdast) tree after the built-in ones, each a plugin or `[plugin, options]`. */
        remarkPlugins: z.array(markdownPlugin).default([]),
        /** Plugins run on the HTML (hast) tree after the built-in ones, code highlighting included. */
        rehypePlugins: z.array(markdownPlugin).default([]),
        /**
         * Hosts whose pages markdown may embed with `<iframe>` (videos, sandboxes): `['www.youtube-nocookie.com',
         * 'player.vimeo.com', 'codesandbox.io']`. An embed from a listed host over https should have a `title`
         * (one without gets one from its host, with a warning); it is published sandboxed and loaded lazily.
         * Embeds from other hosts, and every other `<iframe>`, stay errors.
         */
        embeds: z
          .array(z.string().regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a host name such as "www.youtube-nocookie.com", without https:// or a path'))
          .default([]),
        /**
         * The site's own admonition kinds, beside the built-in ones: `:::release` … `:::` for
         * `{ kind: 'release', label: { en: 'Release', sl: 'Izdaja' }, icon: 'success', color: '#8250df' }`.
         * `label` is the title shown when the admonition has none (one text, or one per locale); `icon` is a
         * built-in kind whose icon to show (`note`, `tip`, `info`, `important`, `success`, `caution`,
         * `danger`) or a short text such as an emoji; `color` (a CSS colour) tints the box.
         */
        admonitions: z
          .array(
            z
              .object({
                /** The name after `:::`, lower case; not one of the built-in kinds. Example: `release`. */
                kind: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case name such as "release"'),
                /** Title of an admonition of this kind that has none, in every locale or per locale. */
                label: localized,
                /** A built-in kind whose icon to show, or a short text such as an emoji. Example: `success`. */
                icon: z.string().min(1).max(16).optional(),
                /** CSS colour the box is tinted with. Example: `#8250df`. */
                color: z
                  .string()
                  .regex(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|(?:rgb|hsl|oklch)a?\([0-9.,%\s/a-z-]+\))$/, 'must be a CSS colour such as "#8250df", "teal" or "rgb(130 80 223)"')
                  .optional(),
              })
              .strict(),
          )
          .default([])
          .superRefine((kinds, ctx) => {
            const seen = new Set<string>();
            kinds.forEach((item, index) => {
              if (ADMONITION_NAMES.includes(item.kind)) {
                ctx.addIssue({ code: 'custom', path: [index, 'kind'], message: `"${item.kind}" is built in; choose another name` });
              } else if (seen.has(item.kind)) ctx.addIssue({ code: 'custom', path: [index, 'kind'], message: `duplicate admonition kind "${item.kind}"` });
              seen.add(item.kind);
            });
          }),
      })
      .strict()
      .default({ remarkPlugins: [], rehypePlugins: [], embeds: [], admonitions: [] }),
    /** How the build treats front matter. */
    frontMatter: z
      .object({
        /**
         * Make front matter keys that neither laguna-docs nor Docusaurus knows errors. Off by default: such keys
         * are kept (the theme finds them in the page data as `frontMatter`) with a warning that names the key
         * meant by a typo. Example: `true` for a team that wants no stray keys.
         */
        strict: z.boolean().default(false),
      })
      .strict()
      .default({ strict: false }),
    /** Translations: how the build treats translated pages whose original changed. */
    i18n: z
      .object({
        /**
         * Fail the build (exit 1) when a translated page is stale: its original in the default locale changed
         * since `laguna-docs translations mark` recorded it. Off by default: stale pages then build with a
         * notice linking to the original, and the build's summary counts them. Example: `true` in CI.
         */
        failOnStaleTranslations: z.boolean().default(false),
      })
      .strict()
      .default({ failOnStaleTranslations: false }),
    /**
     * For language models: a markdown copy of every page at its route plus `.md` (linked from the page's
     * head), and per locale an `llms.txt` listing them and an `llms-full.txt` holding them all. `false`
     * leaves them out.
     */
    llms: z.boolean().default(true),
    /**
     * The blog: posts in `content/<locale>/blog/` (`2024-01-02-hello.md`, or a folder with `index.md`), at
     * `<routeBasePath>/<name>`, with lists, tag and author pages, an archive and feeds. `false` turns it off.
     * Example: `{ title: 'Release notes', postsPerPage: 5, feed: { types: ['rss'] } }`.
     */
    blog: z
      .union([
        z.literal(false),
        z
          .object({
            /** Route of the post list; posts, tags and feeds live below it. Example: `/news`. */
            routeBasePath: routeBase.default('/blog'),
            /** Title of the post list and the feeds, in every locale or per locale. Example: `{ en: 'Blog', sl: 'Blog' }`. */
            title: localized.default('Blog'),
            /** Description of the post list and the feeds (its meta description). Example: `'News from the team'`. */
            description: localized.optional(),
            /** Posts on each page of the list (`/blog`, `/blog/page/2`, …) and of each tag's and author's page. */
            postsPerPage: z.number().int().min(1).default(10),
            /** Recent posts in the sidebar of the blog's pages; `0` shows no sidebar. */
            sidebarCount: z.number().int().min(0).default(5),
            /** Show each post's reading time (200 words a minute) on posts and lists. */
            showReadingTime: z.boolean().default(true),
            /**
             * Where a post's part for the lists ends, as a regular expression's source; by default Docusaurus's
             * markers, `<!-- truncate -->` in markdown and `{/* truncate *\/}` in MDX. Example: `'<!-- more -->'`.
             */
            truncateMarker: z
              .string()
              .min(1)
              .refine((source) => {
                try {
                  new RegExp(source);
                  return true;
                } catch {
                  return false;
                }
              }, 'must be a regular expression such as "<!-- more -->"')
              .optional(),
            /** The feeds of each locale's posts, at `<routeBasePath>/rss.xml`, `atom.xml` and `feed.json`. */
            feed: z
              .object({
                /** Which feeds to write: `rss` (RSS 2.0), `atom` (Atom 1.0), `json` (JSON Feed 1.1); `[]` writes none. */
                types: z.array(z.enum(['rss', 'atom', 'json'])).default(['rss', 'atom', 'json']),
                /** How many of the newest posts each feed holds. */
                limit: z.number().int().min(1).default(20),
                /** `true`: each entry holds the post's whole content as HTML; `false`: its description or the part above its truncate marker. */
                fullContent: z.boolean().default(true),
              })
              .strict()
              .default({ types: ['rss', 'atom', 'json'], limit: 20, fullContent: true }),
          })
          .strict(),
      ])
      .default({ routeBasePath: '/blog', title: 'Blog', postsPerPage: 10, sidebarCount: 5, showReadingTime: true, feed: { types: ['rss', 'atom', 'json'], limit: 20, fullContent: true } }),
    /**
     * Old addresses that lead to new ones, in every locale: a page at each `from` route that sends the
     * reader on (meta refresh, a link for readers without it, canonical to the target, `noindex`), and a
     * `_redirects` file for hosts that read one (301). `to` is a route (`/docs/new#part`) or a full URL.
     * Example: `[{ from: '/docs/old-intro', to: '/docs/intro' }]`.
     */
    redirects: z
      .array(
        z
          .object({
            /** The old route, or several: `/docs/old-intro`, without a trailing slash, query or fragment. */
            from: z.union([redirectFrom, z.array(redirectFrom).min(1)]),
            /** Where it leads: a route of the site (`/docs/intro#part`) or a full URL. */
            to: urlField('redirect').regex(/^\S+$/, 'must be a route such as "/docs/intro" or a full URL, without spaces'),
          })
          .strict(),
      )
      .default([]),
    /**
     * Stylesheets of your own, relative to the config file: each is published content-hashed and linked
     * after the theme's stylesheet on every page, so its rules win over the theme's at equal specificity.
     * Example: `['./src/custom.css']`.
     */
    customCss: z.array(z.string().min(1)).default([]),
    /**
     * Elements added to the `<head>` of every page, after the site's stylesheets: analytics and other
     * scripts, verification `<meta>` tags, font or preconnect `<link>`s. Each is `{ tag, attributes, content }`;
     * `tag` is `script`, `meta`, `link`, `style` or `noscript`; `attributes` are written as given (`true` for
     * an attribute without a value, `false` to leave it out; paths are not given the base path); `content` is
     * the text inside a `script`, `style` or `noscript`. Unlike a page's `<head>` block, these may run code:
     * they come from the config, not from content. Example:
     * `[{ tag: 'script', attributes: { src: 'https://plausible.io/js/script.js', defer: true, 'data-domain': 'docs.example.org' } }]`.
     */
    head: z
      .array(
        z
          .object({
            /** The element: `script`, `meta`, `link`, `style` or `noscript`. */
            tag: z.enum(['script', 'meta', 'link', 'style', 'noscript']),
            /** Its attributes: a text, `true` for one without a value, `false` to leave it out. */
            attributes: z.record(z.string(), z.union([z.string(), z.boolean()])).default({}),
            /** The text inside a `script`, `style` or `noscript` element. */
            content: z.string().optional(),
          })
          .strict()
          .superRefine((element, ctx) => {
            for (const [name, value] of Object.entries(element.attributes)) {
              if (!/^[A-Za-z_:][-A-Za-z0-9_:.]*$/.test(name)) ctx.addIssue({ code: 'custom', path: ['attributes', name], message: `"${name}" is not an attribute name, such as "data-domain"` });
              // What an element loads or links passes the URL policy (code belongs in `content`, not in a javascript: URL).
              const problem = typeof value === 'string' && /^(href|src)$/i.test(name) ? urlProblem(value, 'link') : undefined;
              if (problem) ctx.addIssue({ code: 'custom', path: ['attributes', name], message: problem });
            }
            if (element.content !== undefined && (element.tag === 'meta' || element.tag === 'link')) ctx.addIssue({ code: 'custom', path: ['content'], message: `a <${element.tag}> element has no content` });
            if (element.content !== undefined && new RegExp(`</${element.tag}`, 'i').test(element.content)) ctx.addIssue({ code: 'custom', path: ['content'], message: `may not hold "</${element.tag}", which would end the element early` });
            const attributes = Object.fromEntries(Object.entries(element.attributes).flatMap(([name, value]) => (value === false ? [] : [[name.toLowerCase(), value === true ? '' : value]])));
            if (isPerPageHead(element.tag, attributes)) {
              ctx.addIssue({ code: 'custom', message: 'every page makes this element itself (description, keywords, robots, canonical and alternate links, og: and twitter: tags): set it in front matter or a page\'s <head> block; the tagline is the description of pages without one' });
            }
          }),
      )
      .default([]),
    /**
     * A social card image for every page and locale (`og:image`, `twitter:card`): the page's title and
     * section and the site's name, drawn at build time in the theme's colours as a 1200×630 PNG and kept in
     * the disk cache by what it shows. Front matter `image` gives a page its own image instead.
     */
    socialCards: z.boolean().default(false),
    /** Full-text search: a per-locale index and a search dialog loaded on first use. `false` leaves both out. */
    search: z.boolean().default(true),
    /**
     * What a link to a page or file that does not exist does: `error` fails the build (exit 1), `warn` lists
     * it the same way and the build succeeds. Example: `'warn'` while moving a site over.
     */
    onBrokenLinks: z.enum(['error', 'warn']).default('error'),
    /** What a link to a missing `#anchor` on a page that exists does: `error` or `warn`, as `onBrokenLinks`. */
    onBrokenAnchors: z.enum(['error', 'warn']).default('error'),
    /** What a markdown link to a `.md` file that does not exist does: `error` or `warn`, as `onBrokenLinks`. */
    onBrokenMarkdownLinks: z.enum(['error', 'warn']).default('error'),
    /**
     * The largest input files a build reads, in bytes, checked before a file is read: a markdown or MDX
     * page (`pageFileBytes`, 8 MB by default) and each file of the OpenAPI description (`specFileBytes`,
     * 32 MB by default). A larger file is an error naming it; parsing one could take gigabytes of memory.
     * Example: `{ specFileBytes: 64 * 1024 * 1024 }`.
     */
    limits: z
      .object({
        /** The largest markdown or MDX page, in bytes; 8 MB by default. */
        pageFileBytes: z.number().int().positive().default(8 * 1024 * 1024),
        /** The largest file of the OpenAPI description (the spec and each file its `$ref`s name), in bytes; 32 MB by default. */
        specFileBytes: z.number().int().positive().default(32 * 1024 * 1024),
      })
      .strict()
      .default({ pageFileBytes: 8 * 1024 * 1024, specFileBytes: 32 * 1024 * 1024 }),
  })
  .strict()
  .superRefine((config, ctx) => {
    const codes = config.locales.items.map((item) => item.code);
    if (!codes.includes(config.locales.default)) {
      ctx.addIssue({
        code: 'custom',
        path: ['locales', 'default'],
        message: `must be one of the locale codes in locales.items: ${codes.map((c) => `"${c}"`).join(', ')}`,
      });
    }
    const seen = new Set<string>();
    codes.forEach((code, index) => {
      if (seen.has(code)) ctx.addIssue({ code: 'custom', path: ['locales', 'items', index, 'code'], message: `duplicate locale "${code}"` });
      seen.add(code);
    });
  });

/** What an `editUrl` function is given for a page. */
export interface EditUrlParams {
  /** Locale of the page's file: `sl`. */
  locale: string;
  /** Path of the file inside its locale folder: `docs/intro.md`. */
  docPath: string;
  /** Path of the file from the config's folder: `content/sl/docs/intro.md`. */
  file: string;
}

/** Builds a page's "Edit this page" URL; `undefined` shows no link. */
export type EditUrlFunction = (params: EditUrlParams) => string | undefined;

/** What users write: every field with a default may be left out. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated config with defaults applied. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type LocalizedString = z.output<typeof localized>;
