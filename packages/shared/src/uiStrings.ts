import type { AdmonitionKind } from './admonitions.js';

/**
 * The UI strings a theme shows, per locale. Keys are stable; values may contain `{name}` placeholders.
 * Plural strings are objects keyed by `Intl.PluralRules` categories (`one`, `two`, `few`, `other`, …).
 */
export type UiStrings = Record<string, string | PluralString>;

export type PluralString = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The English UI strings: the default theme's English, and the text the build and the markdown stage
 * fall back to when a theme's strings lack a key they read. Their keys are the UI string keys
 * (`UiStringKey`): every locale of the default theme has all of them, and `translate` takes no other.
 * Keys are grouped by the part of the page that shows them.
 */
export const ENGLISH_UI_STRINGS = {
  'skipToContent': 'Skip to main content',

  'navbar.label': 'Main',
  'navbar.external': '(opens in a new tab)',
  'navbar.languages': 'Languages',
  'navbar.language': 'Language: {language}',
  'navbar.version': 'Docs version: {version}',
  'navbar.versions': 'Docs versions',

  'colorMode.toDark': 'Switch to dark mode (currently light mode)',
  'colorMode.toLight': 'Switch to light mode (currently dark mode)',

  'search.button': 'Search',
  'search.label': 'Search the docs',
  'search.placeholder': 'Search the docs',
  'search.close': 'Close search',
  'search.count': { one: '{count} result', other: '{count} results' },
  'search.noResults': 'No results for “{query}”',
  'search.loading': 'Loading the search index…',
  'search.failed': 'The search index could not be loaded.',
  'search.help': '↑ ↓ to move, Enter to open, Esc to close',
  'search.results.label': 'Search results',
  'footnotes.label': 'Footnotes',
  'footnotes.backLabel': 'Back to reference {number}',

  'announcement.label': 'Announcement',
  'announcement.close': 'Close',

  'menu.open': 'Open the navigation menu',
  'menu.close': 'Close the navigation menu',
  'menu.label': 'Navigation menu',

  'sidebar.label': 'Docs sidebar',
  'sidebar.api': 'API sidebar',
  'sidebar.blog': 'Blog sidebar',
  'sidebar.toggle': "Toggle the category '{label}'",

  'toc.title': 'On this page',

  'breadcrumbs.label': 'Breadcrumbs',
  'breadcrumbs.home': 'Home page',

  'redirect.title': 'This page has moved',
  'redirect.text': 'This page has moved to {link}.',

  'editPage': 'Edit this page',
  'lastUpdated': 'Last updated on {date}',
  'lastUpdated.byAuthor': 'Last updated on {date} by {author}',

  'pagination.label': 'Docs pages',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',

  'untranslated': 'This page has not been translated yet; you are reading the English original.',
  'outdatedTranslation': 'The English original of this page has changed since it was translated.',
  'outdatedTranslation.link': 'Read the original',

  'version.unreleased': 'This is unreleased documentation for {version}.',
  'version.old': 'This is documentation for {version}, which is no longer actively maintained.',
  'version.seeLatest': 'See {link}.',
  'version.latestLink': 'the latest version ({version})',

  'code.copy': 'Copy',
  'code.copied': 'Copied',
  'code.copyFailed': 'Copying failed',

  'admonition.note': 'Note',
  'admonition.tip': 'Tip',
  'admonition.info': 'Info',
  'admonition.important': 'Important',
  'admonition.success': 'Success',
  'admonition.caution': 'Caution',
  'admonition.danger': 'Danger',

  'category.items': { one: '{count} page', other: '{count} pages' },

  'blog.recentPosts': 'Recent posts',
  'blog.tags': 'Tags',
  'blog.archive': 'Archive',
  'blog.taggedWith': 'Posts tagged “{tag}”',
  'blog.postsBy': 'Posts by {author}',
  'blog.readMore': 'Read more',
  'blog.readMoreAbout': 'Read more about “{title}”',
  'blog.readingTime': { one: '{count} min read', other: '{count} min read' },
  'blog.postCount': { one: '{count} post', other: '{count} posts' },
  'blog.tagsLabel': 'Tags:',
  'blog.viewAllTags': 'View all tags',
  'blog.newer': 'Newer post',
  'blog.older': 'Older post',
  'blog.newerEntries': 'Newer entries',
  'blog.olderEntries': 'Older entries',
  'blog.pageOf': 'Page {page} of {pages}',
  'blog.listPages': 'Blog list pages',
  'blog.postPages': 'Blog posts',
  'blog.noPosts': 'No posts in this language yet.',

  'notFound.title': 'Page not found',
  'notFound.text': 'We could not find what you were looking for.',
  'notFound.tellOwner': 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
  'notFound.home': 'Go to the home page',
  'home.docs': 'Read the docs',
  'home.api': 'API reference',

  'error.crashed': 'This page crashed.',
  'error.tryAgain': 'Try again',
  'error.chunkFailed': 'A part of this page failed to load.',
  'error.retry': 'Retry',
  'progress.label': 'Loading the page',

  'footer.label': 'Footer',
  'footer.version': 'Version {version}',

  'api.introduction': 'Introduction',
  'api.untagged': 'Other operations',
  'api.parameters': 'Parameters',
  'api.requestBody': 'Request body',
  'api.responses': 'Responses',
  'api.samples': 'Request samples',
  'api.sampleInBrowser': "This sample is written by the page's script. Without JavaScript, the {sample} sample makes the same request.",
  'api.headers': 'Response headers',
  'api.example': 'Example',
  'api.examples': 'Examples',
  'api.generatedExample': 'Generated example',
  'api.noBody': 'No body.',
  'api.servers': 'Servers',
  'api.variables': 'Variables',
  'api.security': 'Authentication',
  'api.securitySchemes': 'Security schemes',
  'api.operations': 'Operations',
  'api.webhooks': 'Webhooks',
  'api.callbacks': 'Callbacks',
  'api.callbackNote': 'The API sends these requests while or after handling this one, to the URL each names (an expression read from this request). Your server answers with one of the responses listed.',
  'api.webhook': 'Webhook',
  'api.webhookNote': 'The API sends this request to your server when the event happens. Your server answers with one of the responses below.',
  'api.schemas': 'Schemas',
  'api.usedBy': 'Used by',
  'api.version': 'Version {version}',
  'api.openapiVersion': 'OpenAPI {version}',
  'api.license': 'Licence',
  'api.contact': 'Contact',
  'api.terms': 'Terms of service',
  'api.column.name': 'Name',
  'api.column.in': 'In',
  'api.column.type': 'Type',
  'api.column.required': 'Required',
  'api.column.description': 'Description',
  'api.column.example': 'Example',
  'api.in.path': 'path',
  'api.in.query': 'query',
  'api.in.header': 'header',
  'api.in.cookie': 'cookie',
  'api.yes': 'yes',
  'api.no': 'no',
  'api.required': 'required',
  'api.nullable': 'nullable',
  'api.readOnly': 'read-only',
  'api.writeOnly': 'write-only',
  'api.deprecated': 'deprecated',
  'api.deprecatedOperation': 'This operation is deprecated.',
  'api.any': 'any',
  'api.arrayOf': 'array of {type}',
  'api.oneOf': 'One of',
  'api.anyOf': 'Any of',
  'api.not': 'Must not match',
  'api.allowedValues': 'Allowed values',
  'api.moreValues': 'and {count} more',
  'api.moreTypes': '+{count} more',
  'api.tupleItems': { one: '{count} item', other: '{count} items' },
  'api.patternProperties': { one: '{count} property pattern', other: '{count} property patterns' },
  'api.patternProperty': 'Names matching {pattern}',
  'api.conditional': 'Conditions',
  'api.if': 'If the value matches',
  'api.then': 'then it must match',
  'api.else': 'otherwise it must match',
  'api.value': 'Value',
  'api.default': 'Default',
  'api.pattern': 'Pattern',
  'api.length': 'Length',
  'api.itemCount': 'Items',
  'api.propertyCount': 'Properties',
  'api.range': 'Range',
  'api.multipleOf': 'Multiple of',
  'api.uniqueItems': 'unique items',
  'api.mediaType': 'Media type',
  'api.includes': 'Includes',
  'api.discriminator': 'The {name} property tells the alternatives apart:',
  'api.subtypes': 'Subtypes, told apart by the {name} property:',
  'api.additionalProperties': 'additional properties',
  'api.noAdditionalProperties': 'No other properties are allowed.',
  'api.circular': 'circular reference',
  'api.describedAbove': 'described above',
  'api.describedOnItsPage': 'described on its own page',
  'api.truncated': 'Nested too deeply to show here.',
  'api.properties': { one: '{count} property', other: '{count} properties' },
  'api.eachItem': 'Each item',
  'api.details': 'Details',
  'api.auth.none': 'No authentication needed.',
  'api.auth.anyOf': 'Send one of these:',
  'api.scheme.apiKey.header': 'API key in the {name} header',
  'api.scheme.apiKey.query': 'API key in the {name} query parameter',
  'api.scheme.apiKey.cookie': 'API key in the {name} cookie',
  'api.scheme.http': 'HTTP {scheme} authentication',
  'api.scheme.oauth2': 'OAuth 2.0',
  'api.scheme.openIdConnect': 'OpenID Connect',
  'api.scheme.mutualTLS': 'Mutual TLS',
  'api.scopes': 'Scopes',
} satisfies UiStrings & BuiltInKindStrings;

/** A title for every built-in admonition kind: one missing is a type error, naming the kind. */
type BuiltInKindStrings = Record<`admonition.${AdmonitionKind}`, string>;

/** A UI string key: one of the English strings' keys. */
export type UiStringKey = keyof typeof ENGLISH_UI_STRINGS;

/**
 * A key that can be looked up: one of the UI strings, or the title of a site's own admonition kind,
 * which the site's config supplies.
 */
export type UiStringLookup = UiStringKey | `admonition.${string}`;

/**
 * The UI strings of one locale: every English key translated, no other key. A key added to the English
 * strings and missed in a locale, or a misspelt one, is a type error naming the key.
 */
export type LocaleUiStrings = Record<UiStringKey, string | PluralString>;

/** The keys whose English text is one string, not plural forms. */
type PlainStringKey = { [K in UiStringKey]: (typeof ENGLISH_UI_STRINGS)[K] extends string ? K : never }[UiStringKey];

/** A plain UI string of `strings`, or its English text when they lack it (a theme that does not carry the key). */
export function uiText(strings: UiStrings, key: PlainStringKey): string {
  return String(strings[key] ?? ENGLISH_UI_STRINGS[key]);
}
