import { stringify } from 'yaml';
import type { ApiModel } from '@laguna-docs/shared';
import { checkApiDocument, loadApiText, type SpecCheck } from './loadApi.js';

/**
 * Loads a minimal spec of the given version around component schemas (and optional extra operations),
 * for model tests. Operation `/use` returns `Root` when there is one.
 */
export async function loadSchemas(version: '3.0.3' | '3.1.0', schemas: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<ApiModel> {
  const document = {
    openapi: version,
    info: { title: 'Test', version: '1' },
    paths: {
      '/use': {
        get: {
          operationId: 'use',
          responses: { '200': { description: 'ok', ...('Root' in schemas ? { content: { 'application/json': { schema: { $ref: '#/components/schemas/Root' } } } } : {}) } },
        },
      },
      ...extra,
    },
    components: { schemas },
  };
  return loadApiText(stringify(document), 'test.yaml');
}

/**
 * A spec check as a helper thread runs it: on a copy of the document (a message between threads is a
 * structured clone), never on the loader's own.
 */
export const checkedElsewhere: SpecCheck = async (document) => checkApiDocument(structuredClone(document));
