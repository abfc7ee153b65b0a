import { isSearchManifest, routeHref, translate, type SearchDocument, type SiteData, type UiStringKey } from '@laguna-docs/shared';
import { createIndex, fold, search, type SearchResult } from './engine.js';
import { openFragments, searchFragments } from './fragments.js';

/** What the lazily loaded search chunk offers the runtime. */
export interface SearchDialog {
  open(initialQuery?: string): void;
  close(): void;
  isOpen(): boolean;
}

export interface SearchDialogOptions {
  site: SiteData;
  /** URL of this locale's index (`search-index/<locale>.json`). */
  indexUrl: string;
  /** The docs version being read when a search runs (pages of other versions are left out); none on a site without versions. */
  version?: () => string | undefined;
}

/** Runs a query against this locale's index, loaded whole or in fragments. */
type Searcher = (query: string, limit: number, version: string | undefined) => SearchResult[] | Promise<SearchResult[]>;

let indexRequest: Promise<Searcher> | undefined;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/**
 * The index file holds every page of a small site, indexed here when search first opens; on a large site
 * it is a manifest, and each query fetches the fragments it needs.
 */
function loadIndex(url: string): Promise<Searcher> {
  indexRequest ??= fetchJson(url)
    .then((loaded): Searcher => {
      if (isSearchManifest(loaded)) {
        const fragments = openFragments(loaded, url, fetchJson);
        return (query, limit, version) => searchFragments(fragments, query, limit, version);
      }
      const index = createIndex(loaded as SearchDocument[]);
      return (query, limit, version) => search(index, query, limit, version);
    })
    .catch((error: unknown) => {
      indexRequest = undefined;
      throw error;
    });
  return indexRequest;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Appends `text` to `parent`, wrapping the matched words in `<mark>`; built from text nodes, never HTML. */
function appendMarked(parent: HTMLElement, text: string, terms: readonly string[]): void {
  const folded = fold(text);
  let position = 0;
  while (position < text.length) {
    let next = -1;
    let length = 0;
    for (const term of terms) {
      const index = folded.indexOf(term, position);
      if (index !== -1 && (next === -1 || index < next)) {
        next = index;
        length = term.length;
      }
    }
    if (next === -1) break;
    parent.append(text.slice(position, next), element('mark', {}, text.slice(next, next + length)));
    position = next + length;
  }
  parent.append(text.slice(position));
}

/**
 * The search dialog: a modal combobox over this locale's index. Results are ordinary links, so the
 * runtime's client navigation opens them; arrow keys move, Enter opens, Escape closes, focus stays inside
 * and returns where it was.
 */
export function createSearchDialog({ site, indexUrl, version }: SearchDialogOptions): SearchDialog {
  const t = (key: UiStringKey, values?: Record<string, string | number>) => translate(site.strings, site.locale.code, key, values);
  const backdrop = element('div', { class: 'laguna-search-backdrop', hidden: '' });
  const dialog = element('div', { class: 'laguna-search', role: 'dialog', 'aria-modal': 'true', 'aria-label': t('search.label') });
  const form = element('div', { class: 'laguna-search-field' });
  const input = element('input', { type: 'search', class: 'laguna-search-input', role: 'combobox', 'aria-expanded': 'false', 'aria-controls': 'laguna-search-results', 'aria-autocomplete': 'list', placeholder: t('search.placeholder'), 'aria-label': t('search.label'), autocomplete: 'off', spellcheck: 'false' });
  const closeButton = element('button', { type: 'button', class: 'laguna-search-close', 'aria-label': t('search.close') }, '×');
  const status = element('p', { class: 'laguna-search-status', role: 'status', 'aria-live': 'polite' });
  const list = element('ul', { class: 'laguna-search-results', id: 'laguna-search-results', role: 'listbox', 'aria-label': t('search.results.label') });
  const footer = element('p', { class: 'laguna-search-help' }, t('search.help'));
  form.append(input, closeButton);
  dialog.append(form, status, list, footer);
  backdrop.append(dialog);
  document.body.append(backdrop);

  let results: SearchResult[] = [];
  let active = 0;
  let returnFocus: HTMLElement | null = null;
  let generation = 0;

  const setActive = (index: number) => {
    const options = [...list.querySelectorAll<HTMLElement>('[role="option"]')];
    if (options.length === 0) return input.removeAttribute('aria-activedescendant');
    active = (index + options.length) % options.length;
    options.forEach((option, i) => option.setAttribute('aria-selected', String(i === active)));
    input.setAttribute('aria-activedescendant', options[active]!.id);
    options[active]!.scrollIntoView({ block: 'nearest' });
  };

  const render = (query: string) => {
    list.replaceChildren();
    results.forEach((result, index) => {
      const terms = result.terms;
      // The link itself is the option: an option holding a link would nest two interactive roles.
      const option = element('li', { role: 'presentation' });
      const link = element('a', { role: 'option', id: `laguna-search-option-${index}`, 'aria-selected': 'false', href: routeHref(site.basePath, site.locale.prefix, result.route) + (result.hash ? `#${result.hash}` : ''), tabindex: '-1' });
      const title = element('span', { class: 'laguna-search-title' });
      appendMarked(title, result.heading ? `${result.title} › ${result.heading}` : result.title, terms);
      const section = element('span', { class: 'laguna-search-section' }, result.section);
      const text = element('span', { class: 'laguna-search-snippet' });
      appendMarked(text, result.snippet, terms);
      link.append(title, section, text);
      option.append(link);
      list.append(option);
    });
    input.setAttribute('aria-expanded', String(results.length > 0));
    status.textContent = !query.trim() ? '' : results.length === 0 ? t('search.noResults', { query: query.trim() }) : t('search.count', { count: results.length });
    setActive(0);
  };

  const update = async () => {
    const query = input.value;
    const current = ++generation;
    if (!query.trim()) {
      results = [];
      return render(query);
    }
    status.textContent = t('search.loading');
    try {
      const searcher = await loadIndex(indexUrl);
      if (current !== generation) return;
      const found = await searcher(query, 20, version?.());
      if (current !== generation) return;
      results = found;
      render(query);
    } catch (error) {
      console.warn('laguna-docs: the search index failed to load.', error);
      status.textContent = t('search.failed');
    }
  };

  const close = () => {
    if (backdrop.hidden) return;
    backdrop.hidden = true;
    document.documentElement.classList.remove('laguna-search-open');
    returnFocus?.focus();
  };

  const open = (initialQuery = '') => {
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    backdrop.hidden = false;
    document.documentElement.classList.add('laguna-search-open');
    if (initialQuery) input.value = initialQuery;
    input.focus();
    input.select();
    void loadIndex(indexUrl).catch(() => undefined);
    void update();
  };

  input.addEventListener('input', () => void update());
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && event.target === input) {
      const link = list.querySelectorAll<HTMLAnchorElement>('a[role="option"]')[active];
      if (link) {
        event.preventDefault();
        link.click();
      }
    } else if (event.key === 'Tab') {
      // Keep focus inside the dialog: the input and the close button are its only stops.
      event.preventDefault();
      (document.activeElement === input ? closeButton : input).focus();
    }
  });
  // A chosen result closes the dialog; the runtime's click handler then navigates.
  list.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) {
      backdrop.hidden = true;
      document.documentElement.classList.remove('laguna-search-open');
    }
  });
  list.addEventListener('pointermove', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) setActive([...list.querySelectorAll('[role="option"]')].indexOf(option));
  });
  closeButton.addEventListener('click', close);
  backdrop.addEventListener('mousedown', (event) => {
    if (event.target === backdrop) close();
  });

  return { open, close, isOpen: () => !backdrop.hidden };
}
