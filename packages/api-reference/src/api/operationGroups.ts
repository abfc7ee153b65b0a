import { apiOperationsAndWebhooks, plainInlineText, shortenText, type ApiModel, type ApiOperation, type ApiTag } from '@laguna-docs/shared';

/**
 * Operations shown together in the sidebar, on the introduction and in breadcrumbs: a tag's (a declared
 * tag's may be empty), or a path's.
 */
export interface OperationGroup {
  tag: ApiTag;
  operations: ApiOperation[];
}

/** How the reference's operations are grouped (webhooks are listed on their own). */
export interface OperationGrouping {
  groups: OperationGroup[];
  /** Operations in no group: those without a tag in a reference that has tags. */
  ungrouped: ApiOperation[];
  webhooks: ApiOperation[];
  /** The group an operation is listed under first, if any. */
  groupOf: (operation: ApiOperation) => string | undefined;
}

/**
 * Without a single tag, a reference with more than this many operations is grouped by the first segment
 * of its paths, so its sidebar is not one long flat list.
 */
export const PATH_GROUPING_MIN_OPERATIONS = 10;

const groupings = new WeakMap<ApiModel, OperationGrouping>();

/**
 * The operations by tag in spec order; in a reference whose operations have no tags at all, once there are
 * more than `PATH_GROUPING_MIN_OPERATIONS`, by the first segment of their paths after any prefix all of
 * them share (`/v1/pets/{id}` → `pets`), in order of first use.
 */
export function groupOperations(api: ApiModel): OperationGrouping {
  const known = groupings.get(api);
  if (known) return known;
  const { operations, webhooks } = apiOperationsAndWebhooks(api);
  let grouping: OperationGrouping;
  if (operations.some((operation) => operation.tags.length > 0) || operations.length <= PATH_GROUPING_MIN_OPERATIONS) {
    grouping = {
      groups: api.tags.map((tag) => ({ tag, operations: operations.filter((operation) => operation.tags.includes(tag.name)) })),
      ungrouped: operations.filter((operation) => operation.tags.length === 0),
      webhooks,
      groupOf: (operation) => operation.tags[0],
    };
  } else {
    // A prefix every path shares (`/v1`) groups nothing, so the segment after it counts.
    const segments = operations.map((operation) => operation.path.split('/').filter((segment) => segment !== ''));
    let shared = 0;
    while (segments[0]![shared] !== undefined && segments.every((list) => list[shared] === segments[0]![shared]) && segments.some((list) => list.length > shared + 1)) shared++;
    const keyOf = (operation: ApiOperation) => operation.path.split('/').filter((segment) => segment !== '')[shared] ?? '/';
    const bySegment = new Map<string, ApiOperation[]>();
    for (const operation of operations) bySegment.set(keyOf(operation), [...(bySegment.get(keyOf(operation)) ?? []), operation]);
    grouping = {
      groups: [...bySegment].map(([name, list]) => ({ tag: { name }, operations: list })),
      ungrouped: [],
      webhooks,
      groupOf: (operation) => (operation.webhook ? undefined : keyOf(operation)),
    };
  }
  groupings.set(api, grouping);
  return grouping;
}

/**
 * An operation's label for titles, breadcrumbs and the sidebar: its summary as plain text, cut at a word
 * boundary when long, else its operationId.
 */
export function operationLabel(operation: Pick<ApiOperation, 'summary' | 'operationId'>): string {
  if (!operation.summary) return operation.operationId;
  // Asked for by every locale's page, breadcrumbs and sidebar of the operation, and by the schema pages naming it.
  let label = labels.get(operation);
  if (label === undefined) labels.set(operation, (label = shortenText(plainInlineText(operation.summary)) || operation.operationId));
  return label;
}

/** Labels already made, by operation (a summary is read as markdown to make one). */
const labels = new WeakMap<Pick<ApiOperation, 'summary' | 'operationId'>, string>();
