import type { MarkdownPlugins } from './types.js';

/**
 * A cache of pipelines by the site's plugins (held weakly: a config reloaded in watch mode brings new
 * ones) and a key of the options fixed when the pipeline is built. Building a pipeline costs about as much
 * as parsing a page, so each is built once and reused for every later page.
 */
export function processorMemo<T>(): (plugins: MarkdownPlugins, key: string, make: () => T) => T {
  const byPlugins = new WeakMap<MarkdownPlugins, Map<string, T>>();
  return (plugins, key, make) => {
    let processors = byPlugins.get(plugins);
    if (!processors) {
      processors = new Map();
      byPlugins.set(plugins, processors);
    }
    let processor = processors.get(key);
    if (processor === undefined) {
      processor = make();
      processors.set(key, processor);
    }
    return processor;
  };
}
