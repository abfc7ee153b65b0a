import type { UiStrings } from '@laguna-docs/shared';

/**
 * English UI strings of the default theme; every other locale falls back to these (with a build warning).
 * Keys are grouped by the part of the page that shows them.
 */
export const en: UiStrings = {
  'skipToContent': 'Skip to main content',

  'navbar.label': 'Main',
  'navbar.home': '{title} home page',
  'navbar.external': '(opens in a new tab)',
  'navbar.languages': 'Languages',
  'navbar.language': 'Language: {language}',
  'navbar.versions': 'Docs versions',
  'navbar.version': 'Docs version: {version}',

  'colorMode.toDark': 'Switch to dark mode (currently light mode)',
  'colorMode.toLight': 'Switch to light mode (currently dark mode)',

  'announcement.label': 'Announcement',
  'announcement.close': 'Close',

  'menu.open': 'Open the navigation menu',
  'menu.close': 'Close the navigation menu',
  'menu.label': 'Navigation menu',
  'menu.back': 'Back to the main menu',

  'sidebar.label': 'Docs sidebar',
  'sidebar.api': 'API sidebar',
  'sidebar.toggle': "Toggle the category '{label}'",

  'toc.title': 'On this page',

  'breadcrumbs.label': 'Breadcrumbs',
  'breadcrumbs.home': 'Home page',

  'pagination.label': 'Docs pages',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',

  'untranslated': 'This page has not been translated yet; you are reading the English original.',

  'code.copy': 'Copy',
  'code.copied': 'Copied',
  'code.copyFailed': 'Copying failed',

  'admonition.note': 'Note',
  'admonition.tip': 'Tip',
  'admonition.info': 'Info',
  'admonition.caution': 'Caution',
  'admonition.danger': 'Danger',

  'category.items': { one: '{count} page', other: '{count} pages' },

  'notFound.title': 'Page not found',
  'notFound.text': 'We could not find what you were looking for.',
  'notFound.tellOwner': 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
  'notFound.home': 'Go to the home page',

  'error.crashed': 'This page crashed.',
  'error.tryAgain': 'Try again',
  'error.chunkFailed': 'A part of this page failed to load.',
  'error.retry': 'Retry',
  'progress.label': 'Loading the page',

  'footer.label': 'Footer',
  'footer.version': 'Version {version}',
};
