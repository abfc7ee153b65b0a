import type { UiStrings } from '@laguna-docs/shared';

/** English UI strings of the default theme; every other locale falls back to these. */
export const en: UiStrings = {
  'skipToContent': 'Skip to main content',
  'toc.title': 'On this page',
  'pagination.label': 'Docs pages',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'breadcrumbs.label': 'Breadcrumbs',
  'breadcrumbs.home': 'Home page',
  'sidebar.label': 'Docs sidebar',
  'untranslated': 'This page has not been translated yet; you are reading the English original.',
  'notFound.title': 'Page not found',
  'notFound.text': 'We could not find what you were looking for. Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
  'colorMode.toDark': 'Switch to dark mode (currently light mode)',
  'colorMode.toLight': 'Switch to light mode (currently dark mode)',
  'footer.version': 'Version {version}',
};
