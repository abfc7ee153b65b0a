import { HTTP_METHODS } from '@laguna-docs/shared';
import { escapeSegment, refPointer, valueAt } from './pointer.js';
import type { SpecProblem } from './specDiagnostic.js';

/**
 * The parser's checks of operations (unique operationIds, path parameters that match the path, no
 * parameter twice), run on the document as written. The parser runs them only on a spec that is otherwise
 * valid, so a spec with a broken `$ref` or a schema problem would show these only on the next run; the
 * build runs them then, with the parser's messages. A parameter whose `$ref` points at nothing is skipped.
 */
export function operationProblems(document: unknown): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const paths = record(record(document).paths);
  const seenIds = new Set<string>();
  for (const [path, value] of Object.entries(paths)) {
    if (!path.startsWith('/')) continue;
    const item = resolved(document, value);
    const at = `/paths/${escapeSegment(path)}`;
    const pathParameters = parameters(document, item.parameters, `${at}/parameters`);
    for (const method of HTTP_METHODS) {
      if (item[method] === undefined) continue;
      const operation = resolved(document, item[method]);
      const pointer = `${at}/${method}`;
      const name = `/paths${path}/${method}`;
      if (typeof operation.operationId === 'string' && operation.operationId !== '') {
        if (seenIds.has(operation.operationId)) problems.push({ code: 'openapi/invalid', pointer: `${pointer}/operationId`, message: `The operationId "${operation.operationId}" is duplicated and must be made unique.` });
        seenIds.add(operation.operationId);
      }
      const own = parameters(document, operation.parameters, `${pointer}/parameters`);
      problems.push(...duplicates(pathParameters, at, `/paths${path}`), ...duplicates(own, pointer, name));
      const merged = [...own, ...pathParameters.filter((inherited) => !own.some((p) => p.in === inherited.in && p.name === inherited.name))];
      problems.push(...pathParameterProblems(path, merged, pointer, name));
    }
  }
  return problems;
}

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  pointer: string;
}

function pathParameterProblems(path: string, merged: Parameter[], pointer: string, name: string): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const placeholders = [...new Set(path.match(/\{[^}]+\}/g) ?? [])];
  for (const parameter of merged.filter((p) => p.in === 'path')) {
    if (!parameter.required) {
      problems.push({ code: 'openapi/invalid', pointer: parameter.pointer, message: `Path parameters cannot be optional. Set "required=true" for the "${parameter.name}" parameter at "${name}".` });
    }
    const index = placeholders.indexOf(`{${parameter.name}}`);
    if (index === -1) {
      problems.push({ code: 'openapi/invalid', pointer: parameter.pointer, message: `"${name}" has a path parameter named "${parameter.name}", but there is no corresponding "{${parameter.name}}" in the path string.` });
    } else placeholders.splice(index, 1);
  }
  if (placeholders.length > 0) {
    const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(placeholders.map((placeholder) => `"${placeholder}"`));
    problems.push({ code: 'openapi/invalid', pointer, message: `"${name}" is missing path parameter(s) for ${list}.` });
  }
  return problems;
}

function duplicates(list: Parameter[], pointer: string, name: string): SpecProblem[] {
  return list.flatMap((parameter, index) =>
    list.slice(index + 1).some((other) => other.name === parameter.name && other.in === parameter.in)
      ? [{ code: 'openapi/invalid', pointer, message: `Found multiple "${parameter.in}" parameters named "${parameter.name}" in "${name}".` }]
      : [],
  );
}

/** The parameters of a list, local `$ref`s followed; ones that cannot be read are left out. */
function parameters(document: unknown, value: unknown, pointer: string): Parameter[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry, index) => {
    const ref = typeof record(entry).$ref === 'string' ? refPointer(record(entry).$ref as string) : undefined;
    const parameter = resolved(document, entry);
    if (typeof parameter.name !== 'string' || typeof parameter.in !== 'string') return [];
    return [{ name: parameter.name, in: parameter.in, required: parameter.required === true, pointer: ref ?? `${pointer}/${index}` }];
  });
}

/** An object, its local `$ref` followed (a few steps at most); `{}` for anything else. */
function resolved(document: unknown, value: unknown): Record<string, unknown> {
  let current = record(value);
  for (let step = 0; step < 8 && typeof current.$ref === 'string'; step++) {
    const pointer = refPointer(current.$ref);
    if (pointer === undefined) return {};
    current = record(valueAt(document, pointer));
  }
  return current;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
