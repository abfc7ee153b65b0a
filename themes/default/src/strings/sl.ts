import type { UiStrings } from '@laguna-docs/shared';

/** Slovenian UI strings of the default theme. */
export const sl: UiStrings = {
  'skipToContent': 'Preskoči na glavno vsebino',
  'toc.title': 'Na tej strani',
  'pagination.label': 'Strani dokumentacije',
  'pagination.previous': 'Prejšnja',
  'pagination.next': 'Naslednja',
  'breadcrumbs.label': 'Drobtinice',
  'breadcrumbs.home': 'Domača stran',
  'sidebar.label': 'Stranska vrstica dokumentacije',
  'untranslated': 'Ta stran še ni prevedena; berete angleški izvirnik.',
  'notFound.title': 'Strani ni bilo mogoče najti',
  'notFound.text': 'Žal nismo našli, kar ste iskali. Obvestite lastnika strani, ki vas je napotila na ta naslov, da je povezava okvarjena.',
  'colorMode.toDark': 'Preklopi na temni način (trenutno svetli način)',
  'colorMode.toLight': 'Preklopi na svetli način (trenutno temni način)',
  'footer.version': 'Različica {version}',
};
