import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '@laguna-docs/shared';
import { memoryOutput } from '../siteOutput.js';
import { inlineConfig, inlineLocale, renderingSteps } from '../testing/stageFixtures.js';
import { modelLocale } from './modelLocale.js';

const resolved = inlineConfig({ llms: false, blog: false });
const labels = (items: readonly SidebarItem[]): string[] => items.flatMap((item) => [item.label, ...(item.type === 'category' ? labels(item.items) : [])]);

describe('the model stage, per locale', () => {
  it("titles the pages, parsing only those whose title needs it, and makes the locale's sidebars and site data", async () => {
    const parsed: string[] = [];
    const steps = renderingSteps();
    const parse = steps.pageParser;
    const counting = renderingSteps({
      pageParser: (settings) => {
        const inner = parse(settings);
        return (planned) => (parsed.push(planned.route), inner(planned));
      },
    });
    const pages = { 'en/docs/intro.md': '# Intro\n\nStart here.\n', 'en/docs/named.md': '---\ntitle: Named in front matter\n---\nNo heading.\n', 'en/docs/guides/setup.md': '# Set *it* up\n' };
    const model = await modelLocale(inlineLocale(resolved, pages, memoryOutput()), counting);
    expect(model.pages.slice(0, 3).map((entry) => [entry.page.route, entry.page.title])).toEqual([
      ['/docs/intro', 'Intro'],
      ['/docs/named', 'Named in front matter'],
      ['/docs/guides/setup', 'Set it up'],
    ]);
    // A heading with markup is parsed for its title, and that parse is kept for the render.
    expect(parsed).toEqual(['/docs/guides/setup']);
    expect([...model.early.keys()].map((planned) => planned.route)).toEqual(['/docs/guides/setup']);
    expect(labels(model.site.sidebars.docs?.items ?? [])).toEqual(expect.arrayContaining(['Intro', 'Named in front matter', 'Set it up']));
    expect(model.total).toBe(model.docs + 1);
    expect(model.sidebarsFile.path).toMatch(/^assets\/sidebars\.en\.[0-9a-f]+\.json$/);
    expect(model.strings.diagnostics).toEqual([]);
  });
});
