// Reads the config schema's input type (`SiteConfigInput`, what a user writes) with the TypeScript
// compiler and describes it as plain data: every field with its doc comment, whether it is optional and
// its type written out in full. Two things are made from it: the declarations of the published package
// (scripts/cli-types.mjs), which must not name zod, and the config reference (scripts/config-reference.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {{ kind: 'text', text: string }
 *   | { kind: 'object', fields: Field[] }
 *   | { kind: 'record', value: TypeNode }
 *   | { kind: 'array', element: TypeNode }
 *   | { kind: 'union', members: TypeNode[] }} TypeNode
 * @typedef {{ name: string, optional: boolean, doc: string, type: TypeNode }} Field
 */

/** The fields of `SiteConfigInput`, in the schema's order. */
export function describeConfigInput() {
  const schema = path.join(root, 'packages', 'config', 'src', 'schema.ts');
  const program = ts.createProgram([schema], { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schema);
  const alias = source?.statements.find((node) => ts.isTypeAliasDeclaration(node) && node.name.text === 'SiteConfigInput');
  if (!alias) throw new Error('packages/config/src/schema.ts exports no SiteConfigInput');
  const type = checker.getTypeAtLocation(alias.name);

  /** @returns {TypeNode} */
  const describe = (type, depth) => {
    if (depth > 8) return { kind: 'text', text: checker.typeToString(type) };
    if (type.isUnion()) {
      const members = type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
      const booleans = members.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
      const rest = members.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral)).map((member) => describe(member, depth + 1));
      const all = booleans.length === 2 ? [{ kind: 'text', text: 'boolean' }, ...rest] : [...booleans.map((member) => ({ kind: 'text', text: checker.typeToString(member) })), ...rest];
      return all.length === 1 ? all[0] : { kind: 'union', members: all };
    }
    // A tuple (`[plugin, ...options]`) is written as it is, not as an object of its indices.
    if (checker.isTupleType(type)) return { kind: 'text', text: checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation) };
    if (checker.isArrayType(type)) return { kind: 'array', element: describe(checker.getTypeArguments(type)[0], depth + 1) };
    if (type.flags & ts.TypeFlags.Object && type.getCallSignatures().length === 0) {
      const properties = checker.getPropertiesOfType(type);
      const index = checker.getIndexInfosOfType(type)[0];
      if (properties.length === 0 && index) return { kind: 'record', value: describe(index.type, depth + 1) };
      if (properties.length > 0) return { kind: 'object', fields: properties.map((property) => field(property, depth + 1)) };
    }
    return { kind: 'text', text: checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation) };
  };
  /** @returns {Field} */
  const field = (property, depth) => ({
    name: property.getName(),
    optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
    doc: ts.displayPartsToString(property.getDocumentationComment(checker)).trim(),
    type: describe(checker.getTypeOfSymbol(property), depth),
  });
  const described = describe(type, 0);
  if (described.kind !== 'object') throw new Error('SiteConfigInput is not an object type');
  return described.fields;
}

/** A type written as TypeScript, objects spread over lines with their doc comments, indented by `indent`. */
export function typeToTypeScript(node, indent = '') {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'record':
      return `Record<string, ${typeToTypeScript(node.value, indent)}>`;
    case 'array': {
      const element = typeToTypeScript(node.element, indent);
      return node.element.kind === 'union' ? `Array<${element}>` : `${element}[]`;
    }
    case 'union':
      return node.members.map((member) => typeToTypeScript(member, indent)).join(' | ');
    case 'object':
      return `{\n${fieldsToTypeScript(node.fields, `${indent}  `)}${indent}}`;
  }
}

/** Fields as the members of an interface or object type, each with its doc comment. */
export function fieldsToTypeScript(fields, indent) {
  return fields
    .map((field) => {
      const doc = field.doc ? `${indent}/**\n${field.doc.split('\n').map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n` : '';
      return `${doc}${indent}${field.name}${field.optional ? '?' : ''}: ${typeToTypeScript(field.type, indent)};\n`;
    })
    .join('');
}

/**
 * The declarations of the schema file's own named types (`EditUrlFunction`, `UnifiedPlugin`, …) that `text`
 * names, and those they name in turn, as written there with their doc comments: the config's types name
 * them, and the published declarations cannot import the schema.
 */
export function namedSchemaTypes(text) {
  const schema = path.join(root, 'packages', 'config', 'src', 'schema.ts');
  const source = ts.createSourceFile(schema, ts.sys.readFile(schema) ?? '', ts.ScriptTarget.ES2022, true);
  const declarations = new Map();
  for (const node of source.statements) {
    if (!(ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node))) continue;
    const written = node.getFullText(source).trim();
    // Types made from the schema itself (`z.input<…>`) are written out in full elsewhere.
    if (!/\bz\./.test(written)) declarations.set(node.name.text, written);
  }
  const wanted = [];
  const visit = (from) => {
    for (const [name, written] of declarations) {
      if (wanted.includes(name) || !new RegExp(`\\b${name}\\b`).test(from)) continue;
      wanted.push(name);
      visit(written);
    }
  };
  visit(text);
  return wanted.map((name) => declarations.get(name).replace(/^export /m, '').replace(/^(type|interface) /m, 'export $1 '));
}
