import { Fragment, type ReactNode } from 'react';
import { schemaHasContents, type ApiSchema, type ApiSchemaObject } from '@laguna-docs/shared';
import { schemaHref, useApi } from './apiContext.js';
import { formatValue, resolveSchema } from './schemaText.js';

/** Up to this many alternatives are shown in a type line; more show the first few and fold the rest. */
const ALTERNATIVES_SHOWN = 4;

/**
 * The type of a schema in one line: `string (uuid)`, `array of Torrent`, `PeerDict | string`,
 * `string · InfoHash`. A named schema with contents links to its own page, when it has one, else to where
 * the page describes it. Every alternative of a union is there: past `ALTERNATIVES_SHOWN`, the first
 * few are shown and the rest fold under "+N more".
 */
export function TypeLabel({ schema, depth = 0 }: { schema: ApiSchema; depth?: number }): ReactNode {
  const api = useApi();
  const { name, object } = resolveSchema(schema, api.schemas);
  const nameNode = name ? (
    schemaHasContents(object, api.schemas) ? (
      <a className="api-type-name" href={schemaHref(api, name)}>{name}</a>
    ) : (
      <span className="api-type-name">{name}</span>
    )
  ) : null;
  const alternatives = object.types.length === 0 ? (object.oneOf ?? object.anyOf) : undefined;
  let base: ReactNode;
  if (object.types.includes('array') && object.prefixItems && depth < 3) {
    base = <TupleLabel object={object} depth={depth} />;
  } else if (object.types.includes('array') && object.items && depth < 3) {
    base = fill(api.t('api.arrayOf', { type: '\u0000' }), <TypeLabel schema={object.items} depth={depth + 1} />);
  } else if (alternatives && depth < 3) {
    base = <Alternatives list={distinct(alternatives, api.schemas)} depth={depth} />;
  } else {
    base = <span className="api-type">{object.types.length > 0 ? object.types.join(' | ') : object.circular ? api.t('api.circular') : (valueType(object) ?? api.t('api.any'))}</span>;
  }
  // A named object reads best as its name alone; a named string or enum keeps its type too.
  if (nameNode && object.types.length === 1 && object.types[0] === 'object') return nameNode;
  // 3.1 says a string's encoding with `contentEncoding` (`binary`, `base64`) where 3.0 wrote `format`.
  const format = object.format ?? object.contentEncoding;
  return (
    <>
      {base}
      {format ? <span className="api-format"> ({format})</span> : null}
      {'const' in object && object.enum === undefined ? <span className="api-const"> = {formatValue(object.const, 40)}</span> : null}
      {nameNode ? (
        <>
          <span className="api-type-sep"> · </span>
          {nameNode}
        </>
      ) : null}
    </>
  );
}

/** `A | B | C`, or with more than `ALTERNATIVES_SHOWN`: `A | B | C | +3 more` with the rest folded inside. */
function Alternatives({ list, depth }: { list: readonly ApiSchema[]; depth: number }) {
  const { t } = useApi();
  const label = (alternative: ApiSchema, index: number) => (
    <Fragment key={index}>
      {index > 0 ? <span className="api-type-sep"> | </span> : null}
      <TypeLabel schema={alternative} depth={depth + 1} />
    </Fragment>
  );
  if (list.length <= ALTERNATIVES_SHOWN) return <>{list.map(label)}</>;
  const shown = ALTERNATIVES_SHOWN - 1;
  return (
    <>
      {list.slice(0, shown).map(label)}
      <span className="api-type-sep"> | </span>
      <details className="api-type-more">
        <summary>{t('api.moreTypes', { count: list.length - shown })}</summary>
        {list.slice(shown).map((alternative, index) => label(alternative, index + 1))}
      </details>
    </>
  );
}

/** A tuple (`prefixItems`): `array [string, integer]`, with `, …` when more items may follow. */
function TupleLabel({ object, depth }: { object: ApiSchemaObject; depth: number }) {
  return (
    <>
      <span className="api-type">array [</span>
      {object.prefixItems!.map((item, index) => (
        <Fragment key={index}>
          {index > 0 ? <span className="api-type">, </span> : null}
          <TypeLabel schema={item} depth={depth + 1} />
        </Fragment>
      ))}
      <span className="api-type">{object.items ? ', …]' : ']'}</span>
    </>
  );
}

/**
 * Alternatives that would read the same in a type line once: `anyOf [string, string enum]` is `string`.
 * Plain unnamed alternatives (a type and format, nothing inside) count as the same when those match.
 */
function distinct(list: readonly ApiSchema[], schemas: Readonly<Record<string, ApiSchemaObject>>): ApiSchema[] {
  const seen = new Set<string>();
  return list.filter((alternative) => {
    if ('ref' in alternative || schemaHasContents(alternative, schemas) || alternative.types.length === 0 || 'const' in alternative) return true;
    const key = `${alternative.types.join('|')}\u0000${alternative.format ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Puts a node where the translated template has the `\u0000` placeholder value. */
function fill(template: string, node: ReactNode): ReactNode {
  const [before = '', after = ''] = template.split('\u0000');
  return (
    <>
      {before ? <span className="api-type">{before}</span> : null}
      {node}
      {after ? <span className="api-type">{after}</span> : null}
    </>
  );
}

/** The JSON type of a schema without `type` that fixes its values (`const: cage`, `enum: [1, 2]`). */
function valueType(object: ApiSchemaObject): string | undefined {
  const values = 'const' in object ? [object.const] : object.enum;
  if (!values || values.length === 0) return undefined;
  const types = [...new Set(values.map((value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value)))];
  return types.join(' | ');
}
