import { Fragment, type ReactNode } from 'react';
import { schemaHasContents, type ApiSchema, type ApiSchemaObject } from '@laguna-docs/shared';
import { schemaHref, useApi } from './apiContext.js';
import { resolveSchema } from './schemaText.js';

/**
 * The type of a schema in one line: `string (uuid)`, `array of Torrent`, `PeerDict | string`.
 * A named schema with contents links to its own page, when it has one, else to where the page describes it.
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
  if (object.types.includes('array') && object.items && depth < 3) {
    base = fill(api.t('api.arrayOf', { type: '\u0000' }), <TypeLabel schema={object.items} depth={depth + 1} />);
  } else if (alternatives && depth < 3) {
    base = alternatives.slice(0, 4).map((alternative, index) => (
      <Fragment key={index}>
        {index > 0 ? <span className="api-type-sep"> | </span> : null}
        <TypeLabel schema={alternative} depth={depth + 1} />
      </Fragment>
    ));
  } else {
    base = <span className="api-type">{object.types.length > 0 ? object.types.join(' | ') : object.circular ? api.t('api.circular') : (valueType(object) ?? api.t('api.any'))}</span>;
  }
  // A named object reads best as its name alone; a named string or enum keeps its type too.
  if (nameNode && object.types.length === 1 && object.types[0] === 'object') return nameNode;
  return (
    <>
      {base}
      {object.format ? <span className="api-format"> ({object.format})</span> : null}
      {nameNode ? <> {nameNode}</> : null}
    </>
  );
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
