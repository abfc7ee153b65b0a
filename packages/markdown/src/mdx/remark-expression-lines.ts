import type { Root } from 'mdast';
import type { Node } from 'unist';

/** The parts of an ESTree node this plugin builds or reads; MDX keeps a parsed expression as such a tree. */
interface Estree {
  type: string;
  [key: string]: unknown;
}

/** An MDX expression (`{…}` in text, a block, or an attribute's value) with its parsed program. */
interface ExpressionNode extends Node {
  value?: unknown;
  data?: { estree?: { body?: Estree[] } | null };
  attributes?: ExpressionNode[];
  children?: ExpressionNode[];
}

const EXPRESSIONS = new Set(['mdxFlowExpression', 'mdxTextExpression']);

/**
 * Wraps each expression of an `.mdx` file (`{…}` in text or as a block, and a JSX attribute's `{…}` value)
 * so that an error it throws as the page's code runs carries its line (`mdxLine`), which the compiled code
 * does not give back (V8's positions inside a JSX call's arguments point at the call):
 * `(() => { try { return EXPR } catch (e) { throw Object.assign(e, { mdxLine: (e ?? {}).mdxLine ?? LINE }) } })()`.
 * The innermost expression's line wins. So does each value an `export const` gives; imports are left as written.
 */
export function remarkExpressionLines() {
  return (tree: Root): undefined => {
    const visit = (node: ExpressionNode): void => {
      const line = node.position?.start.line;
      if (EXPRESSIONS.has(node.type) && line !== undefined) wrap(node, line);
      if (node.type === 'mdxjsEsm' && line !== undefined) wrapExports(node, line);
      // A directive's `attributes` is a record, a JSX element's a list.
      for (const attribute of Array.isArray(node.attributes) ? node.attributes : []) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.value !== null && typeof attribute.value === 'object') {
          const value = attribute.value as ExpressionNode;
          const at = value.position?.start.line ?? attribute.position?.start.line ?? line;
          if (value.type === 'mdxJsxAttributeValueExpression' && at !== undefined) wrap(value, at);
        }
      }
      if (Array.isArray(node.children)) for (const child of node.children) visit(child);
    };
    visit(tree as ExpressionNode);
  };
}

function wrap(node: ExpressionNode, line: number): void {
  const statement = node.data?.estree?.body?.[0];
  if (!statement || statement.type !== 'ExpressionStatement') return;
  const expression = statement.expression as Estree;
  // `{/* a comment */}` has no expression to run.
  if (expression.type === 'JSXEmptyExpression') return;
  statement.expression = lineTagged(expression, line);
}

/** `export const a = …, b = …`: each value tagged with its own line, where MDX gives it (`loc`), else the export's. */
function wrapExports(node: ExpressionNode, line: number): void {
  for (const statement of node.data?.estree?.body ?? []) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Estree | null) : undefined;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Estree[]) {
      const init = declarator.init as Estree | null;
      if (!init) continue;
      const at = (init.loc as { start?: { line?: number } } | undefined)?.start?.line ?? line;
      declarator.init = lineTagged(init, at);
    }
  }
}

const id = (name: string): Estree => ({ type: 'Identifier', name });
const member = (object: Estree, name: string): Estree => ({ type: 'MemberExpression', object, property: id(name), computed: false, optional: false });
const block = (...body: Estree[]): Estree => ({ type: 'BlockStatement', body });

function lineTagged(expression: Estree, line: number): Estree {
  const caught = id('e');
  const earlier = member({ type: 'LogicalExpression', operator: '??', left: caught, right: { type: 'ObjectExpression', properties: [] } }, 'mdxLine');
  const tag: Estree = {
    type: 'ObjectExpression',
    properties: [{ type: 'Property', key: id('mdxLine'), value: { type: 'LogicalExpression', operator: '??', left: earlier, right: { type: 'Literal', value: line } }, kind: 'init', method: false, shorthand: false, computed: false }],
  };
  const rethrow: Estree = { type: 'ThrowStatement', argument: { type: 'CallExpression', callee: member(id('Object'), 'assign'), arguments: [caught, tag], optional: false } };
  const body = block({ type: 'TryStatement', block: block({ type: 'ReturnStatement', argument: expression }), handler: { type: 'CatchClause', param: caught, body: block(rethrow) }, finalizer: null });
  return { type: 'CallExpression', callee: { type: 'ArrowFunctionExpression', params: [], body, expression: false, async: false, generator: false }, arguments: [], optional: false };
}
