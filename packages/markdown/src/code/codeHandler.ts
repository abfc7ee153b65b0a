import type { Element } from 'hast';
import { defaultHandlers } from 'remark-rehype';

/**
 * remark-rehype's handler for fenced code, extended: the fence's language and meta string reach the hast
 * `code` element as a `data-meta` attribute, because the raw-HTML pass rebuilds elements and keeps
 * attributes but not `data`. The attribute also marks the `pre > code` as ours, so a `<pre>` written in
 * raw HTML is left alone by `rehypeCodeBlocks`. A language written with its ranges attached
 * (```` ```rust{1,3} ````) is split here. Doing this in the handler saves a walk over the tree.
 */
export const codeHandler: typeof defaultHandlers.code = (state, node) => {
  const written = node.lang ?? '';
  const brace = written.indexOf('{');
  const lang = (brace === -1 ? written : written.slice(0, brace)).toLowerCase() || 'text';
  const meta = [brace === -1 ? '' : written.slice(brace), node.meta ?? ''].filter(Boolean).join(' ');
  const pre = defaultHandlers.code(state, { ...node, lang, meta: null });
  const code = pre.children[0] as Element;
  code.properties.dataMeta = meta;
  return pre;
};
