import type { ApiCodeSample, ApiMediaType } from '@laguna-docs/shared';
import { useApi } from './apiContext.js';
import { CodeTabs } from './CodeTabs.js';
import { SchemaRoot } from './SchemaView.js';

/** The body of a request or response per media type: its schema, then its examples. */
export function MediaTypes({ content, examples }: { content: readonly ApiMediaType[]; examples: Record<string, ApiCodeSample[]> }) {
  const { t } = useApi();
  if (content.length === 0) return <p className="api-note">{t('api.noBody')}</p>;
  return (
    <>
      {content.map((media) => (
        <div className="api-media" key={media.mediaType}>
          <p className="api-media-type">
            <span className="api-fact-label">{t('api.mediaType')}:</span> <code>{media.mediaType}</code>
          </p>
          {media.schema ? <SchemaRoot schema={media.schema} /> : null}
          <Examples list={examples[media.pointer] ?? []} />
        </div>
      ))}
    </>
  );
}

/** A body's examples: one under its label, several as tabs (see `CodeTabs`). */
function Examples({ list }: { list: readonly ApiCodeSample[] }) {
  const { t } = useApi();
  if (list.length > 1) {
    return (
      <div className="api-example">
        <p className="api-example-label">{t('api.examples')}</p>
        <CodeTabs items={list} />
      </div>
    );
  }
  return (
    <>
      {list.map((example, index) => (
        <div className="api-example" key={index}>
          <p className="api-example-label">{example.label}</p>
          <div dangerouslySetInnerHTML={{ __html: example.html }} />
        </div>
      ))}
    </>
  );
}
