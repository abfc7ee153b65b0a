import type { PageData, SiteData } from '@laguna-docs/shared';

/** What a built page hands the client runtime to hydrate with (`<script id="__laguna_data">`), parsed. */
export function hydrationData<T = { site: SiteData; page: PageData }>(html: string): T {
  const json = /<script type="application\/json" id="__laguna_data">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('the page has no hydration data');
  return JSON.parse(json) as T;
}
