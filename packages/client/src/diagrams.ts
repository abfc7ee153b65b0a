/** The part of Mermaid's API the pages use. */
interface Mermaid {
  initialize(config: { startOnLoad: boolean; securityLevel: 'strict'; theme: 'default' | 'dark' }): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

let library: Promise<Mermaid> | undefined;
let observing = false;
let drawn = 0;
/** Draws run one at a time: Mermaid keeps one configuration, and a colour change may come mid-draw. */
let queue: Promise<void> = Promise.resolve();

/**
 * Draws every diagram of the page shown (`[data-diagram="mermaid"]`, whose code block holds the source)
 * with Mermaid, loaded from `libraryUrl` the first time, in the colours of the current colour mode, and
 * draws them again whenever the mode changes. The code stays in the page, hidden once its drawing is
 * there; a diagram Mermaid cannot draw keeps showing its code.
 */
export function drawDiagrams(libraryUrl: string): Promise<void> {
  library ??= (import(/* @vite-ignore */ libraryUrl) as Promise<{ default: Mermaid }>).then((module) => module.default);
  if (!observing) {
    observing = true;
    new MutationObserver(() => void draw()).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }
  return draw();
}

function draw(): Promise<void> {
  queue = queue.then(drawPending, drawPending);
  return queue;
}

/** Draws the diagrams not yet drawn in the current colour mode. */
async function drawPending(): Promise<void> {
  const mode = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
  const pending = [...document.querySelectorAll<HTMLElement>('[data-diagram="mermaid"]')].filter((container) => container.dataset.drawn !== mode);
  if (pending.length === 0) return;
  const mermaid = await library!;
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: mode === 'dark' ? 'dark' : 'default' });
  for (const container of pending) {
    const source = container.querySelector('code')?.textContent ?? '';
    try {
      const { svg } = await mermaid.render(`laguna-diagram-${(drawn += 1)}`, source);
      let target = container.querySelector<HTMLElement>(':scope > .diagram-drawing');
      if (!target) {
        target = document.createElement('div');
        target.className = 'diagram-drawing';
        container.append(target);
      }
      target.innerHTML = svg;
      container.dataset.drawn = mode;
    } catch (error) {
      console.warn('laguna-docs: a diagram could not be drawn; its code is shown instead.', error);
      container.querySelector(':scope > .diagram-drawing')?.remove();
      delete container.dataset.drawn;
    }
  }
}
