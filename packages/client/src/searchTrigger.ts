import { translate, type SiteData, type UiStringKey } from '@laguna-docs/shared';
import type { SearchDialog, SearchDialogOptions } from './search/dialog.js';

type SearchModule = { createSearchDialog(options: SearchDialogOptions): SearchDialog };

/**
 * Opens search from any `[data-laguna-search]` button, Ctrl/⌘+K, or `/` outside a text field. The
 * dialog lives in a chunk loaded on first use (from the moment the pointer is over the button or it has focus); if that chunk fails to load, an error text with a Retry
 * button takes its place (spec §8: a lazily loaded chunk that fails). `version` tells the dialog which
 * docs version is being read when a search runs. `complete` gives the site data with its UI strings, when
 * the page may have left them to the locale's file.
 */
export function installSearch(site: SiteData, version?: () => string | undefined, complete?: () => Promise<SiteData>): void {
  const chunkUrl = site.assets.search;
  const indexUrl = site.assets.searchIndex;
  if (!chunkUrl || !indexUrl) return;
  let dialog: SearchDialog | undefined;
  let loading: Promise<SearchDialog> | undefined;
  let attempt = 0;
  let shellOpen: SearchShell | undefined;

  const load = (): Promise<SearchDialog> => {
    // A failed dynamic import stays failed for its URL, so each retry asks under a new one.
    const url = attempt === 0 ? chunkUrl : `${chunkUrl}?retry=${attempt}`;
    attempt++;
    loading ??= Promise.all([import(/* @vite-ignore */ url) as Promise<SearchModule>, complete ? complete() : site])
      .then(([module, full]) => (dialog = module.createSearchDialog({ site: full, indexUrl, ...(version ? { version } : {}) })))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };

  const open = (query?: string) => {
    if (dialog) return dialog.open(query);
    // Until the chunk has come, a dialog of the same look opens at once; what is typed there is carried over.
    // A frame closed before the chunk came is dropped: asking again opens a new one.
    if (shellOpen && !shellOpen.isOpen()) {
      shellOpen.remove();
      shellOpen = undefined;
    }
    const shell = shellOpen ?? (shellOpen = openShell(site, query));
    // The page may have left its UI strings to the locale's file: the frame's words follow once it is read.
    if (complete) void complete().then((full) => shell.label(full), () => undefined);
    load().then(
      (ready) => {
        removeChunkError();
        if (shellOpen !== shell) return;
        shellOpen = undefined;
        if (!shell.isOpen()) return shell.remove();
        const typed = shell.query();
        shell.restoreFocus();
        shell.remove();
        ready.open(typed || query);
      },
      (error: unknown) => {
        if (shellOpen === shell) shellOpen = undefined;
        shell.restoreFocus();
        shell.remove();
        console.warn('laguna-docs: the search chunk failed to load.', error);
        // The error's words are UI strings too, which may be what failed to load.
        void (complete ? complete() : Promise.resolve(site)).catch(() => site).then((full) => showChunkError(full, () => open(query)));
      },
    );
  };

  // The reader about to press the button (pointer over it, focus on it): its chunk starts loading then.
  const onIntent = (event: Event) => {
    if (!dialog && (event.target as Element | null)?.closest?.('[data-laguna-search]')) load().catch(() => undefined);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.('[data-laguna-search]');
    if (!trigger) return;
    event.preventDefault();
    open();
  });
  document.addEventListener('keydown', (event) => {
    const typing = event.target instanceof HTMLElement && (event.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName));
    if ((event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (dialog?.isOpen()) dialog.close();
      else open();
    } else if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      open();
    }
  });
}

interface SearchShell {
  isOpen(): boolean;
  /** Gives the frame its words from `site`'s UI strings (those it has). */
  label(site: SiteData): void;
  query(): string;
  restoreFocus(): void;
  remove(): void;
}

/**
 * The search dialog's frame with its field, shown the moment the reader asks for search while its chunk is
 * still on the way (the dialog's own styles, from the theme's stylesheet): the field takes focus and what is
 * typed, and says the index is loading; Escape or a click beside it closes it.
 */
function openShell(site: SiteData, query = ''): SearchShell {
  const origin = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const backdrop = document.createElement('div');
  backdrop.className = 'laguna-search-backdrop';
  const dialog = document.createElement('div');
  dialog.className = 'laguna-search';
  for (const [name, value] of [['role', 'dialog'], ['aria-modal', 'true'], ['aria-busy', 'true']]) dialog.setAttribute(name!, value!);
  const field = document.createElement('div');
  field.className = 'laguna-search-field';
  const input = document.createElement('input');
  input.type = 'search';
  input.className = 'laguna-search-input';
  input.autocomplete = 'off';
  input.value = query;
  const status = document.createElement('p');
  status.className = 'laguna-search-status';
  status.setAttribute('role', 'status');
  field.append(input);
  dialog.append(field, status);
  backdrop.append(dialog);
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    backdrop.hidden = true;
    document.documentElement.classList.remove('laguna-search-open');
    origin?.focus();
  };
  backdrop.addEventListener('click', (event) => {
    if (event.target === backdrop) close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  });
  // A string the page does not have is left out rather than shown by its key.
  const label = (strings: SiteData) => {
    const text = (key: UiStringKey) => {
      const value = translate((strings as Partial<SiteData>).strings ?? {}, strings.locale.code, key);
      return value === key ? undefined : value;
    };
    const name = text('search.label');
    if (name !== undefined) {
      dialog.setAttribute('aria-label', name);
      input.setAttribute('aria-label', name);
    }
    input.placeholder = text('search.placeholder') ?? input.placeholder;
    status.textContent = text('search.loading') ?? status.textContent;
  };
  label(site);
  document.body.append(backdrop);
  document.documentElement.classList.add('laguna-search-open');
  input.focus();
  return {
    isOpen: () => open,
    label,
    query: () => input.value,
    restoreFocus: () => origin?.focus(),
    remove: () => {
      backdrop.remove();
      if (open) document.documentElement.classList.remove('laguna-search-open');
    },
  };
}

const ERROR_ID = 'laguna-chunk-error';

function removeChunkError(): void {
  document.getElementById(ERROR_ID)?.remove();
}

/** The error text with a Retry button shown where the lazily loaded part would have appeared. */
function showChunkError(site: SiteData, retry: () => void): void {
  removeChunkError();
  const t = (key: UiStringKey) => translate((site as Partial<SiteData>).strings ?? {}, site.locale.code, key);
  const box = document.createElement('div');
  box.id = ERROR_ID;
  box.className = 'laguna-chunk-error';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = t('error.chunkFailed');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = t('error.retry');
  button.addEventListener('click', () => {
    button.disabled = true;
    retry();
  });
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'laguna-chunk-error-close';
  dismiss.setAttribute('aria-label', t('search.close'));
  dismiss.textContent = '×';
  dismiss.addEventListener('click', removeChunkError);
  box.append(text, button, dismiss);
  document.body.append(box);
  button.focus();
}
