import type { ElementContent, Root as HastRoot } from 'hast';
import type { Nodes as MdastNodes, Parents as MdastParents, Root as MdastRoot } from 'mdast';
import remarkRehype, { defaultHandlers, type Options } from 'remark-rehype';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { nodeMayHold } from './pageData.js';

/*
 * The mdast → hast step (remark-rehype), with the handlers' state made here: remark-rehype's own state
 * first finds the page's definitions with a visitor that makes several objects for every node of the
 * tree, a tenth of the conversion of a large page. Here a plain walk finds them, and the handlers (the
 * library's, and the options' own) convert the tree with a state that behaves as the library's does. A
 * tree with footnotes, whose footer only the library writes, is converted by remark-rehype itself.
 */

/** The state mdast-util-to-hast's handlers are given. */
type State = Parameters<typeof defaultHandlers.code>[0];
type HastNodes = ReturnType<State['one']>;

/** remark-rehype as a plugin of the pipeline, with the state made here (see above). */
export function remarkToHast(options: Options) {
  const library = (remarkRehype as unknown as (options: Options) => (tree: MdastRoot, file: VFile) => HastRoot)(options);
  return (tree: MdastRoot, file: VFile): HastRoot => {
    // A page whose parse noted no definitions or footnotes has none to look for (see `nodeMayHold`).
    const found = nodeMayHold(file, 'definition', 'footnoteDefinition', 'footnoteReference') ? definitions(tree) : new Map<string, MdastNodes>();
    if (!found) return library(tree, file);
    const state = createState(found, { file, ...options });
    const node = state.one(tree, undefined);
    return Array.isArray(node) ? { type: 'root', children: node as ElementContent[] } : ((node as HastRoot | undefined) ?? { type: 'root', children: [] });
  };
}

/** The link definitions of the tree by their upper-cased identifier, the first of each; `undefined` when it has footnotes. */
function definitions(tree: MdastRoot): Map<string, MdastNodes> | undefined {
  const byId = new Map<string, MdastNodes>();
  const walk = (node: MdastNodes): boolean => {
    if (node.type === 'footnoteDefinition' || node.type === 'footnoteReference') return false;
    if (node.type === 'definition') {
      const id = String(node.identifier).toUpperCase();
      if (!byId.has(id)) byId.set(id, node);
    }
    if ('children' in node) {
      const children = node.children as MdastNodes[];
      for (let index = 0; index < children.length; index++) if (!walk(children[index]!)) return false;
    }
    return true;
  };
  return walk(tree) ? byId : undefined;
}

function createState(definitionById: Map<string, MdastNodes>, options: Options & { file: VFile }): State {
  const handlers = { ...defaultHandlers, ...options.handlers } as Record<string, ((state: State, node: MdastNodes, parent: MdastParents | undefined) => HastNodes) | undefined>;
  const state = {
    all,
    applyData,
    definitionById,
    footnoteById: new Map(),
    footnoteCounts: new Map(),
    footnoteOrder: [],
    handlers,
    one,
    options,
    patch,
    wrap,
  } as unknown as State;
  return state;

  function one(node: MdastNodes, parent: MdastParents | undefined): HastNodes {
    const handle = Object.hasOwn(handlers, node.type) ? handlers[node.type] : undefined;
    if (handle) return handle(state, node, parent);
    if (options.passThrough?.includes(node.type)) {
      if ('children' in node) {
        const { children: _children, ...shallow } = node;
        return { ...structuredClone(shallow), children: all(node) } as unknown as HastNodes;
      }
      return structuredClone(node) as unknown as HastNodes;
    }
    return (options.unknownHandler ?? unknownHandler)(state, node as never, parent);
  }

  function all(parent: MdastNodes): ElementContent[] {
    const values: ElementContent[] = [];
    if (!('children' in parent)) return values;
    const nodes = parent.children as MdastNodes[];
    for (let index = 0; index < nodes.length; index++) {
      const result = one(nodes[index]!, parent as MdastParents);
      if (!result) continue;
      if (index > 0 && nodes[index - 1]!.type === 'break' && !Array.isArray(result)) {
        // After a hard break, the next line's leading spaces and tabs are not part of its text.
        if (result.type === 'text') result.value = withoutLeadingSpace(result.value);
        else if (result.type === 'element' && result.children[0]?.type === 'text') result.children[0].value = withoutLeadingSpace(result.children[0].value);
      }
      if (Array.isArray(result)) values.push(...(result as ElementContent[]));
      else values.push(result as ElementContent);
    }
    // An array grown by push holds room for some 16 more children, which the tree would keep to its end
    // (a 1 MB page's elements: 10 MB); the copy holds its children alone, the grown one dies young.
    return values.slice();
  }
}

/**
 * The position of a node, as mdast-util-to-hast copies it (`unist-util-position`'s reading of it). A
 * position already in that form is not copied but given to the element as it is: the mdast is not used
 * again, and nothing changes a position in place once the tree is hast (a 1 MB page's tree has some
 * 100,000 positions, three objects each).
 */
function patch(from: MdastNodes, to: { position?: Position }): void {
  if (from.position) to.position = positionOf(from.position);
}

function positionOf(position: Position): Position | undefined {
  if (isWhole(position.start) && isWhole(position.end)) return position;
  const start = pointOf(position.start);
  const end = pointOf(position.end);
  return start && end ? { start, end } : undefined;
}

/** Whether a point is as `pointOf` would copy it: a line, a column and an offset, all in range. */
function isWhole(point: Position['start'] | undefined): boolean {
  return point !== undefined && point.line > 0 && point.column > 0 && typeof point.offset === 'number' && point.offset > -1;
}

function pointOf(point: Position['start'] | undefined): Position['start'] | undefined {
  const { line, column, offset } = (point ?? {}) as Partial<Position['start']>;
  if (typeof line !== 'number' || line <= 0 || typeof column !== 'number' || column <= 0) return undefined;
  return { line, column, offset: typeof offset === 'number' && offset > -1 ? offset : undefined } as Position['start'];
}

/** What `data.hName`, `data.hProperties` and `data.hChildren` of a node ask of its element. */
function applyData<Type extends HastNodes>(from: MdastNodes, to: Type): Type | ElementContent {
  if (!from.data) return to;
  const { hChildren, hName, hProperties } = from.data as { hChildren?: ElementContent[]; hName?: string; hProperties?: Record<string, unknown> };
  let result = to as ElementContent;
  if (typeof hName === 'string') {
    if (result.type === 'element') result.tagName = hName;
    else result = { type: 'element', tagName: hName, properties: {}, children: 'children' in result ? (result.children as ElementContent[]) : [result] };
  }
  if (result.type === 'element' && hProperties) Object.assign(result.properties, structuredClone(hProperties));
  if ('children' in result && result.children && hChildren !== null && hChildren !== undefined) result.children = hChildren;
  return result;
}

/** A node no handler knows: its text, or a `div` of its children. */
function unknownHandler(state: State, node: MdastNodes): HastNodes {
  const data = (node.data ?? {}) as Record<string, unknown>;
  const result: ElementContent =
    'value' in node && !(Object.hasOwn(data, 'hProperties') || Object.hasOwn(data, 'hChildren'))
      ? { type: 'text', value: node.value }
      : { type: 'element', tagName: 'div', properties: {}, children: state.all(node as MdastParents) };
  state.patch(node, result);
  return state.applyData(node, result) as HastNodes;
}

/** Nodes with a line break between each, and around them when `loose`. */
function wrap<Type extends ElementContent>(nodes: Type[], loose?: boolean): Array<Type | ElementContent> {
  const result: Array<Type | ElementContent> = [];
  if (loose) result.push({ type: 'text', value: '\n' });
  for (let index = 0; index < nodes.length; index++) {
    if (index > 0) result.push({ type: 'text', value: '\n' });
    result.push(nodes[index]!);
  }
  if (loose && nodes.length > 0) result.push({ type: 'text', value: '\n' });
  return result;
}

function withoutLeadingSpace(value: string): string {
  let index = 0;
  while (value.charCodeAt(index) === 9 || value.charCodeAt(index) === 32) index++;
  return value.slice(index);
}
