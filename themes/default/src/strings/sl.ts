import type { UiStrings } from '@laguna-docs/shared';

/** Slovenian UI strings of the default theme. Plurals use the four Slovenian forms (one, two, few, other). */
export const sl: UiStrings = {
  'skipToContent': 'Preskoči na glavno vsebino',

  'navbar.label': 'Glavna navigacija',
  'navbar.home': 'Domača stran: {title}',
  'navbar.external': '(odpre se v novem zavihku)',
  'navbar.languages': 'Jeziki',
  'navbar.language': 'Jezik: {language}',
  'navbar.versions': 'Različice dokumentacije',
  'navbar.version': 'Različica dokumentacije: {version}',

  'colorMode.toDark': 'Preklopi na temni način (trenutno svetli način)',
  'colorMode.toLight': 'Preklopi na svetli način (trenutno temni način)',

  'announcement.label': 'Obvestilo',
  'announcement.close': 'Zapri',

  'menu.open': 'Odpri navigacijski meni',
  'menu.close': 'Zapri navigacijski meni',
  'menu.label': 'Navigacijski meni',
  'menu.back': 'Nazaj na glavni meni',

  'sidebar.label': 'Stranska vrstica dokumentacije',
  'sidebar.api': 'Stranska vrstica API-ja',
  'sidebar.toggle': "Razširi ali skrči kategorijo '{label}'",

  'toc.title': 'Na tej strani',

  'breadcrumbs.label': 'Drobtinice',
  'breadcrumbs.home': 'Domača stran',

  'pagination.label': 'Strani dokumentacije',
  'pagination.previous': 'Prejšnja',
  'pagination.next': 'Naslednja',

  'untranslated': 'Ta stran še ni prevedena; berete angleški izvirnik.',

  'code.copy': 'Kopiraj',
  'code.copied': 'Kopirano',
  'code.copyFailed': 'Kopiranje ni uspelo',

  'admonition.note': 'Opomba',
  'admonition.tip': 'Nasvet',
  'admonition.info': 'Informacija',
  'admonition.caution': 'Previdno',
  'admonition.danger': 'Nevarnost',

  'category.items': { one: '{count} stran', two: '{count} strani', few: '{count} strani', other: '{count} strani' },

  'notFound.title': 'Strani ni bilo mogoče najti',
  'notFound.text': 'Žal nismo našli, kar ste iskali.',
  'notFound.tellOwner': 'Obvestite lastnika strani, ki vas je napotila na ta naslov, da je povezava okvarjena.',
  'notFound.home': 'Na domačo stran',

  'error.crashed': 'Stran se je sesula.',
  'error.tryAgain': 'Poskusi znova',
  'error.chunkFailed': 'Dela te strani ni bilo mogoče naložiti.',
  'error.retry': 'Ponovi',
  'progress.label': 'Nalaganje strani',

  'footer.label': 'Noga strani',
  'footer.version': 'Različica {version}',
};
