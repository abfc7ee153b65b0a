import type { ReactNode } from 'react';
import { API_CHOOSER_ALTERNATIVES, apiPropertyId, apiSchemaAnchor, apiSubtypes, schemaHasContents, type ApiProperty, type ApiSchema, type ApiSchemaObject } from '@laguna-docs/shared';
import { schemaHref, useApi, type ApiRenderState } from './apiContext.js';
import { SchemaFacts } from './SchemaFacts.js';
import { SpecText } from './SpecText.js';
import { TypeLabel } from './TypeLabel.js';
import { resolveSchema } from './schemaText.js';
import { rememberedDescription } from './rememberedDescription.js';

/**
 * What happens to a named schema at one place: described here, linked (described above, or on its own
 * page), or a cycle.
 */
type Claim = 'describe' | 'above' | 'page' | 'circular';

/** What a use of a named schema would do, without claiming it. A page's root schemas are described on it even when they have pages. */
function peek(api: ApiRenderState, name: string, trail: readonly string[], root = false): Claim {
  if (trail.includes(name)) return 'circular';
  if (!root && api.schemaPages?.[name] !== undefined) return 'page';
  return api.described.has(name) ? 'above' : 'describe';
}

/** Decides, in document order, whether this use of a named schema describes it. */
function claim(api: ApiRenderState, name: string, trail: readonly string[], root = false): Claim {
  const state = peek(api, name, trail, root);
  if (state === 'describe') api.described.add(name);
  return state;
}

const SEE_LABEL = { above: 'api.describedAbove', page: 'api.describedOnItsPage', circular: 'api.circular' } as const;

/** A link to where a named schema is described, for later uses and cycles. */
function SeeSchema({ name, kind }: { name: string; kind: Exclude<Claim, 'describe'> }) {
  const api = useApi();
  return (
    <p className={`api-see api-see-${kind}`}>
      {kind === 'circular' ? <span aria-hidden="true">↻ </span> : null}
      <a href={kind === 'page' ? schemaHref(api, name) : `#${apiSchemaAnchor(name)}`}>{name}</a>, {api.t(SEE_LABEL[kind])}
    </p>
  );
}

/** A body or response schema: type line, description, facts, then everything inside it, expanded. */
export function SchemaRoot({ schema }: { schema: ApiSchema }) {
  const api = useApi();
  const { name, object, nullable } = resolveSchema(schema, api.schemas);
  const complex = schemaHasContents(object, api.schemas);
  const state = name && complex ? claim(api, name, [], true) : 'describe';
  const inside = () => (
    <>
      <SchemaHead schema={schema} nullable={nullable} />
      {state === 'describe' ? <DescriptionBody object={object} trail={name ? [name] : []} {...(name && complex ? { named: name } : {})} /> : <SeeSchema name={name!} kind={state} />}
    </>
  );
  const id = name && complex && state === 'describe' ? apiSchemaAnchor(name) : undefined;
  // A named schema described here is the same markup on every page that meets it in the same state, and
  // so is a link to where it is described (the same few shared schemas are met on most operation pages).
  if (name && complex && 'ref' in schema) return <div className="api-schema" id={id} dangerouslySetInnerHTML={{ __html: rememberedDescription(api, state === 'describe' ? 'root' : `root-${state}`, name, [], inside) }} />;
  return <div className="api-schema" id={id}>{inside()}</div>;
}

/** A named schema on its own page: its type line, then its description; a use of itself inside is a cycle. */
export function SchemaPageRoot({ name }: { name: string }) {
  const api = useApi();
  const object = api.schemas[name];
  if (!object) throw new Error(`laguna-docs bug: the page of schema "${name}" does not have it`);
  api.described.add(name);
  return (
    <div className="api-schema" id={apiSchemaAnchor(name)}>
      <SchemaHead schema={object} nullable={object.nullable} />
      <DescriptionBody object={object} trail={[name]} named={name} />
    </div>
  );
}

/** The type line a described schema starts with. */
function SchemaHead({ schema, nullable }: { schema: ApiSchema; nullable: boolean }) {
  const api = useApi();
  const { t } = api;
  const deprecated = resolveSchema(schema, api.schemas).object.deprecated || ('types' in schema && schema.deprecated);
  // A div, not a paragraph: a long union folds its last alternatives in a <details>.
  return (
    <div className="api-schema-head">
      <TypeLabel schema={schema} />
      {nullable ? <span className="api-badge">{t('api.nullable')}</span> : null}
      {deprecated ? <span className="api-badge api-badge-deprecated">{t('api.deprecated')}</span> : null}
    </div>
  );
}

/**
 * What a named schema's description holds below its head: its text, facts and contents. Where it is
 * described under its own anchor (`named`), each of its properties has one too (`apiPropertyId`).
 */
function DescriptionBody({ object, trail, named }: { object: ApiSchemaObject; trail: readonly string[]; named?: string }) {
  return (
    <>
      <SpecText text={object.description} />
      <SchemaFacts schema={object} />
      <SchemaContents schema={object} trail={trail} {...(named ? { named } : {})} />
    </>
  );
}

/** What a schema holds: properties, array items, alternatives, a negation, limits on extra properties. */
export function SchemaContents({ schema, trail, named }: { schema: ApiSchemaObject; trail: readonly string[]; named?: string }) {
  const api = useApi();
  const extra = schema.additionalProperties !== undefined && schema.additionalProperties !== true && schema.additionalProperties !== false ? schema.additionalProperties : undefined;
  const alternatives = schema.oneOf ? { kind: 'oneOf' as const, list: schema.oneOf } : schema.anyOf ? { kind: 'anyOf' as const, list: schema.anyOf } : undefined;
  const unwrapped = resolveSchema(schema, api.schemas).object !== schema;
  return (
    <>
      {schema.properties?.length || extra || schema.patternProperties ? <PropertyList properties={schema.properties ?? []} patterns={schema.patternProperties ?? []} extra={extra} trail={trail} {...(named ? { named } : {})} /> : null}
      {schema.additionalProperties === false ? <p className="api-note">{api.t('api.noAdditionalProperties')}</p> : null}
      {schema.items ? <Nested schema={schema.items} trail={trail} /> : null}
      {schema.prefixItems ? (
        <ol className="api-alternatives-list">
          {schema.prefixItems.map((item, index) => (
            <li key={index}><SchemaSummary schema={item} trail={trail} /></li>
          ))}
        </ol>
      ) : null}
      {alternatives && !unwrapped ? <Alternatives kind={alternatives.kind} list={alternatives.list} schema={schema} trail={trail} /> : null}
      {apiSubtypes(schema).length > 0 ? <Subtypes schema={schema} trail={trail} /> : null}
      {unwrapped ? <Nested schema={resolveSchemaInner(schema)} trail={trail} /> : null}
      {schema.conditional ? <Conditional conditional={schema.conditional} trail={trail} /> : null}
      {schema.not ? (
        <div className="api-not">
          <p className="api-alternatives-label">{api.t('api.not')}</p>
          <SchemaSummary schema={schema.not} trail={trail} />
        </div>
      ) : null}
      {schema.truncated ? <p className="api-note">{api.t('api.truncated')}</p> : null}
    </>
  );
}

/** The non-null member of an "x or null" alternative. */
function resolveSchemaInner(schema: ApiSchemaObject): ApiSchema {
  const list = schema.anyOf ?? schema.oneOf ?? [];
  return list.find((item) => 'ref' in item || !(item.types.length === 1 && item.types[0] === 'null')) ?? list[0]!;
}

/** The contents of a schema nested in another (array items, "x or null"), described here or linked. */
function Nested({ schema, trail }: { schema: ApiSchema; trail: readonly string[] }) {
  const api = useApi();
  const { name, object } = resolveSchema(schema, api.schemas);
  if (!schemaHasContents(object, api.schemas)) return object.description || object.enum || object.constraints ? <SchemaFacts schema={object} /> : null;
  if (!name) return <SchemaContents schema={object} trail={trail} />;
  const state = claim(api, name, trail);
  if (state !== 'describe') return <SeeSchema name={name} kind={state} />;
  const html = rememberedDescription(api, 'nested', name, trail, () => <DescriptionBody object={object} trail={[...trail, name]} named={name} />);
  return <div className="api-named" id={apiSchemaAnchor(name)} dangerouslySetInnerHTML={{ __html: html }} />;
}

function PropertyList({ properties, patterns, extra, trail, named }: { properties: readonly ApiProperty[]; patterns: NonNullable<ApiSchemaObject['patternProperties']>; extra: ApiSchema | undefined; trail: readonly string[]; named?: string }) {
  const { t } = useApi();
  return (
    <ul className="api-properties">
      {properties.map((property) => (
        <li key={property.name} className="api-property" id={named ? apiPropertyId(named, property.name) : undefined}>
          <SchemaSummary schema={property.schema} trail={trail} name={<code className="api-property-name">{property.name}</code>} required={property.required} />
        </li>
      ))}
      {patterns.map((entry) => (
        <li key={`pattern:${entry.pattern}`} className="api-property">
          <SchemaSummary schema={entry.schema} trail={trail} name={<span className="api-property-name">{fillCode(t('api.patternProperty', { pattern: '\u0000' }), entry.pattern)}</span>} />
        </li>
      ))}
      {extra ? (
        <li className="api-property">
          <SchemaSummary schema={extra} trail={trail} name={<em className="api-property-name">{t('api.additionalProperties')}</em>} />
        </li>
      ) : null}
    </ul>
  );
}

/**
 * One schema inside another: a head line (name, type, badges), its description and facts, and its contents
 * folded in a `<details>` (works without JavaScript). A named schema met again links to its description;
 * one with a page of its own is its linked type alone.
 */
function SchemaSummary({ schema, trail, name, required }: { schema: ApiSchema; trail: readonly string[]; name?: ReactNode; required?: boolean }) {
  const api = useApi();
  const { t } = api;
  const { name: schemaName, object, nullable } = resolveSchema(schema, api.schemas);
  const complex = schemaHasContents(object, api.schemas);
  const state = schemaName && complex ? claim(api, schemaName, trail) : 'describe';
  const own = 'ref' in schema ? undefined : schema;
  // A property's own description wins; a named simple schema (an enum, a hex string) lends it its own.
  const description = own?.description ?? (!complex ? object.description : undefined);
  const count = object.properties?.length ?? 0;
  // An array of a schema described elsewhere (or of its own ancestor) links there instead of folding a link away.
  const itemsName = object.items && 'ref' in object.items && count === 0 && !object.oneOf && !object.anyOf ? object.items.ref : undefined;
  const itemsState = itemsName && !schemaName ? peek(api, itemsName, trail) : 'describe';
  const summary =
    count > 0
      ? t('api.properties', { count })
      : object.oneOf
        ? t('api.oneOf')
        : object.anyOf
          ? t('api.anyOf')
          : object.prefixItems
            ? t('api.tupleItems', { count: object.prefixItems.length })
            : object.patternProperties
              ? t('api.patternProperties', { count: object.patternProperties.length })
              : object.conditional
                ? t('api.conditional')
                : t('api.details');
  // Flags written beside an "x or null" union belong to the property, though the type line shows x.
  const flag = (key: 'deprecated' | 'readOnly' | 'writeOnly') => object[key] === true || own?.[key] === true;
  return (
    <>
      <div className="api-property-head">
        {name}
        <span className="api-property-type"><TypeLabel schema={schema} /></span>
        {required ? <span className="api-badge api-badge-required">{t('api.required')}</span> : null}
        {nullable ? <span className="api-badge">{t('api.nullable')}</span> : null}
        {flag('readOnly') ? <span className="api-badge">{t('api.readOnly')}</span> : null}
        {flag('writeOnly') ? <span className="api-badge">{t('api.writeOnly')}</span> : null}
        {flag('deprecated') ? <span className="api-badge api-badge-deprecated">{t('api.deprecated')}</span> : null}
      </div>
      {own?.title && !name ? <p className="api-alternative-title">{own.title}</p> : null}
      <SpecText text={description} />
      {!complex || !schemaName ? <SchemaFacts schema={object} /> : null}
      {!complex && object.items ? <SchemaFacts schema={resolveSchema(object.items, api.schemas).object} title={t('api.eachItem')} /> : null}
      {/* A schema with a page of its own needs no more than the link its type already is. */}
      {complex && state !== 'describe' && state !== 'page' ? <SeeSchema name={schemaName!} kind={state} /> : null}
      {complex && itemsState !== 'describe' && itemsState !== 'page' ? <SeeSchema name={itemsName!} kind={itemsState} /> : null}
      {complex && state === 'describe' && itemsState === 'describe' ? (
        schemaName ? (
          <details
            className="api-nested"
            id={apiSchemaAnchor(schemaName)}
            dangerouslySetInnerHTML={{ __html: rememberedDescription(api, 'folded', schemaName, trail, () => (
              <>
                <summary>{summary}</summary>
                <DescriptionBody object={object} trail={[...trail, schemaName]} named={schemaName} />
              </>
            )) }}
          />
        ) : (
          <details className="api-nested">
            <summary>{summary}</summary>
            <SchemaContents schema={object} trail={trail} />
          </details>
        )
      ) : null}
    </>
  );
}

function Alternatives({ kind, list, schema, trail }: { kind: 'oneOf' | 'anyOf'; list: readonly ApiSchema[]; schema: ApiSchemaObject; trail: readonly string[] }) {
  const { t } = useApi();
  const discriminator = schema.discriminator;
  return (
    <div className="api-alternatives">
      <p className="api-alternatives-label">{t(kind === 'oneOf' ? 'api.oneOf' : 'api.anyOf')}</p>
      {discriminator ? (
        <div className="api-discriminator">
          <p>{fillCode(t('api.discriminator', { name: '\u0000' }), discriminator.propertyName)}</p>
          {discriminator.mapping.length > 0 ? (
            <ul className="api-facts">
              {discriminator.mapping.map((entry) => (
                <li key={entry.value}>
                  <code>{JSON.stringify(entry.value)}</code> → <TypeLabel schema={{ ref: entry.ref }} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {list.length > API_CHOOSER_ALTERNATIVES ? (
        <Chooser list={list} trail={trail} />
      ) : (
        <ol className="api-alternatives-list">
          {list.map((alternative, index) => (
            <li key={index}><SchemaSummary schema={alternative} trail={trail} /></li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * A large union (a payment API's 58-way `oneOf`) as a chooser: one line per alternative, of which the
 * reader opens one at a time. Each is a `<details>` of one group (`name`), so the browser itself closes
 * the open one when another opens, without JavaScript; the first is open. A named alternative with a page
 * of its own (as those of a large union have) is the link to its page, not described again here.
 */
function Chooser({ list, trail }: { list: readonly ApiSchema[]; trail: readonly string[] }) {
  const api = useApi();
  const labels = list.map((alternative) => alternativeLabel(alternative, api));
  // Unique to the union's alternatives and place; two identical unions of a page share one group.
  const group = `choice-${shortHash(`${trail.join('/')}:${labels.join('|')}`)}`;
  const first = list.findIndex((alternative) => !('ref' in alternative) || api.schemaPages?.[alternative.ref] === undefined);
  return (
    <ol className="api-alternatives-list api-chooser">
      {list.map((alternative, index) =>
        'ref' in alternative && api.schemaPages?.[alternative.ref] !== undefined ? (
          <li key={index} className="api-choice-page"><a className="api-type-name" href={schemaHref(api, alternative.ref)}>{alternative.ref}</a></li>
        ) : (
          <li key={index}>
            <details className="api-choice" {...{ name: group }} open={index === first}>
              <summary>{labels[index]}</summary>
              <SchemaSummary schema={alternative} trail={trail} />
            </details>
          </li>
        ),
      )}
    </ol>
  );
}

/** What a chooser's line calls an alternative: its schema's name, else its title, else its types. */
function alternativeLabel(schema: ApiSchema, api: ApiRenderState): string {
  if ('ref' in schema) return schema.ref;
  return schema.title ?? (schema.types.length > 0 ? schema.types.join(' | ') : schema.properties?.length ? api.t('api.properties', { count: schema.properties.length }) : api.t('api.details'));
}

/** A short, stable hash of a text, in letters and digits. */
function shortHash(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = (Math.imul(hash, 33) ^ text.charCodeAt(index)) >>> 0;
  return hash.toString(36);
}

/** `if`/`then`/`else`: the condition, then what a value meeting it must match, then what any other must. */
function Conditional({ conditional, trail }: { conditional: NonNullable<ApiSchemaObject['conditional']>; trail: readonly string[] }) {
  const { t } = useApi();
  const parts = [
    { label: t('api.if'), schema: conditional.if },
    ...(conditional.then ? [{ label: t('api.then'), schema: conditional.then }] : []),
    ...(conditional.else ? [{ label: t('api.else'), schema: conditional.else }] : []),
  ];
  return (
    <div className="api-alternatives api-conditional">
      {parts.map((part, index) => (
        <div key={index}>
          <p className="api-alternatives-label">{part.label}</p>
          <SchemaSummary schema={part.schema} trail={trail} />
        </div>
      ))}
    </div>
  );
}

/** The schemas that extend a base schema through `allOf`, each with the discriminator value that names it. */
function Subtypes({ schema, trail }: { schema: ApiSchemaObject; trail: readonly string[] }) {
  const { t } = useApi();
  return (
    <div className="api-alternatives api-subtypes">
      <div className="api-discriminator">
        <p>{fillCode(t('api.subtypes', { name: '\u0000' }), schema.discriminator!.propertyName)}</p>
      </div>
      <ul className="api-alternatives-list">
        {apiSubtypes(schema).map((entry) => (
          <li key={entry.value}>
            <SchemaSummary schema={{ ref: entry.ref }} trail={trail} name={<code className="api-property-name">{JSON.stringify(entry.value)}</code>} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function fillCode(template: string, value: string) {
  const [before = '', after = ''] = template.split('\u0000');
  return (
    <>
      {before}
      <code>{value}</code>
      {after}
    </>
  );
}
