import type { ReactNode } from 'react';
import type { ApiSchemaObject } from '@laguna-docs/shared';
import { useApi } from './apiContext.js';
import { constraintFacts, formatValue } from './schemaText.js';

/** How many enum values are listed before "and N more". */
const ENUM_LIMIT = 30;

/**
 * The facts of a schema under its type line: allowed values, default, example, limits, media type, merged
 * schemas. `title` heads the list (for the facts of an array's items); nothing renders without facts.
 */
export function SchemaFacts({ schema, title }: { schema: ApiSchemaObject; title?: string }) {
  const { t } = useApi();
  const facts: Array<{ label: string; value: ReactNode }> = [];
  const code = (value: unknown) => <code>{formatValue(value)}</code>;
  if (schema.enum && schema.enum.length > 0) {
    const shown = schema.enum.slice(0, ENUM_LIMIT);
    const rest = schema.enum.length - shown.length;
    facts.push({
      label: t('api.allowedValues'),
      value: (
        <>
          {shown.map((value, index) => (
            <span key={index}>
              {index > 0 ? ', ' : null}
              {code(value)}
            </span>
          ))}
          {rest > 0 ? ` ${t('api.moreValues', { count: rest })}` : null}
        </>
      ),
    });
  }
  if ('const' in schema) facts.push({ label: t('api.value'), value: code(schema.const) });
  if ('default' in schema) facts.push({ label: t('api.default'), value: code(schema.default) });
  if (schema.examples && schema.examples.length > 0 && !schema.enum) facts.push({ label: t('api.example'), value: code(schema.examples[0]) });
  for (const fact of constraintFacts(schema.constraints, t)) facts.push({ label: fact.label, value: fact.code ? <code>{fact.value}</code> : fact.value });
  if (schema.contentMediaType) facts.push({ label: t('api.mediaType'), value: <code>{schema.contentMediaType}</code> });
  if (schema.mergedFrom && schema.mergedFrom.length > 0) facts.push({ label: t('api.includes'), value: schema.mergedFrom.join(', ') });
  if (facts.length === 0) return null;
  return (
    <ul className="api-facts">
      {title ? <li className="api-fact-label">{title}</li> : null}
      {facts.map((fact, index) => (
        <li key={index}>
          <span className="api-fact-label">{fact.label}:</span> {fact.value}
        </li>
      ))}
    </ul>
  );
}
