import type { PageData } from '@laguna-docs/shared';
import { chooseSampleLanguage } from './sampleChoice.js';

/** Draws a page's diagrams, loading the drawing script (pages with diagrams alone have one). */
export function drawPageDiagrams(page: PageData): void {
  const diagrams = page.diagrams;
  if (!diagrams) return;
  (import(/* @vite-ignore */ diagrams.script) as Promise<{ drawDiagrams(library: string): Promise<void> }>)
    .then((module) => module.drawDiagrams(diagrams.library))
    .catch((error: unknown) => console.warn('laguna-docs: the diagram script failed to load; the diagrams show their code.', error));
}

/**
 * Writes the request samples an API page left to the browser, loading their script; the language the
 * reader chose last is shown at once, before it has loaded.
 */
export function writePageSamples(page: PageData): void {
  const samples = page.requestSamples;
  if (!samples) return;
  chooseSampleLanguage();
  (import(/* @vite-ignore */ samples.script) as Promise<{ showSamples(): number }>)
    .then((module) => module.showSamples())
    .catch((error: unknown) => console.warn('laguna-docs: the request sample script failed to load; the first sample is shown.', error));
}
