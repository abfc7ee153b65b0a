/**
 * A Swagger 2.0 description with the shapes of a large container orchestrator's API, the largest kind of
 * public description there is: about 1,100 operations over ~90 resource kinds in API groups, each kind
 * with list/create/delete-collection/read/replace/delete/patch/status/watch operations on a namespaced
 * collection and item path; path-level parameters with `uniqueItems` on scalars; `consumes: ['*\/*']`;
 * responses 200/201/202/401 that all name the same deep schema; ~600 definitions with long descriptions
 * (some with `$` in them) that refer to each other in chains several levels deep and to themselves
 * (a JSON-schema-like definition with a dozen self references). About 4 MB as JSON.
 */
export function generateOrchestratorSpec(random, { operations = 1123 } = {}) {
  const definitions = sharedDefinitions(random);
  const spec = {
    swagger: '2.0',
    info: { title: 'Orchestrator', version: 'v1.30.0' },
    paths: {},
    definitions,
    securityDefinitions: { BearerToken: { type: 'apiKey', name: 'authorization', in: 'header', description: 'Bearer token authentication' } },
    security: [{ BearerToken: [] }],
  };
  let count = 0;
  for (let k = 0; count < operations; k += 1) {
    const group = GROUPS[k % GROUPS.length];
    const kind = `${KINDS[k % KINDS.length]}${k >= KINDS.length ? Math.floor(k / KINDS.length) + 1 : ''}`;
    const version = VERSIONS[k % VERSIONS.length];
    const name = `io.example.api.${group}.${version}.${kind}`;
    Object.assign(definitions, kindDefinitions(random, name, kind, group, version));
    const tag = `${group}_${version}`;
    const camel = `${cap(group)}${cap(version)}`;
    const plural = `${kind.toLowerCase()}s`;
    const collection = `/apis/${group}/${version}/namespaces/{namespace}/${plural}`;
    const item = `${collection}/{name}`;
    const watch = `/apis/${group}/${version}/watch/namespaces/{namespace}/${plural}`;
    const add = (path, method, operation) => {
      if (count >= operations) return;
      spec.paths[path] ??= { parameters: [...(path.includes('{name}') ? [nameParameter(kind)] : []), namespaceParameter, prettyParameter] };
      spec.paths[path][method] = { tags: [tag], consumes: ['*/*'], produces: PRODUCES, schemes: ['https'], ...operation };
      count += 1;
    };
    const ok = (schema, ...codes) => Object.fromEntries([...codes, '401'].map((code) => [code, code === '401' ? { description: 'Unauthorized' } : { description: STATUS[code], schema }]));
    const refTo = (target) => ({ $ref: `#/definitions/${target}` });
    add(collection, 'get', { operationId: `list${camel}Namespaced${kind}`, description: `list or watch objects of kind ${kind}`, parameters: listParameters, responses: ok(refTo(`${name}List`), '200') });
    add(collection, 'post', { operationId: `create${camel}Namespaced${kind}`, description: `create a ${kind}`, parameters: [bodyParameter(refTo(name)), ...writeParameters], responses: ok(refTo(name), '200', '201', '202') });
    add(collection, 'delete', { operationId: `deleteCollection${camel}Namespaced${kind}`, description: `delete collection of ${kind}`, parameters: [bodyParameter(refTo('io.example.meta.v1.DeleteOptions')), ...listParameters], responses: ok(refTo('io.example.meta.v1.Status'), '200') });
    add(item, 'get', { operationId: `read${camel}Namespaced${kind}`, description: `read the specified ${kind}`, responses: ok(refTo(name), '200') });
    add(item, 'put', { operationId: `replace${camel}Namespaced${kind}`, description: `replace the specified ${kind}`, parameters: [bodyParameter(refTo(name)), ...writeParameters], responses: ok(refTo(name), '200', '201') });
    add(item, 'delete', { operationId: `delete${camel}Namespaced${kind}`, description: `delete a ${kind}`, parameters: [bodyParameter(refTo('io.example.meta.v1.DeleteOptions')), ...writeParameters.slice(0, 1)], responses: ok(refTo('io.example.meta.v1.Status'), '200', '202') });
    add(item, 'patch', { operationId: `patch${camel}Namespaced${kind}`, description: `partially update the specified ${kind}`, consumes: PATCH_TYPES, parameters: [bodyParameter(refTo('io.example.meta.v1.Patch')), ...writeParameters, forceParameter], responses: ok(refTo(name), '200', '201') });
    add(`${item}/status`, 'get', { operationId: `read${camel}Namespaced${kind}Status`, description: `read status of the specified ${kind}`, responses: ok(refTo(name), '200') });
    add(`${item}/status`, 'put', { operationId: `replace${camel}Namespaced${kind}Status`, description: `replace status of the specified ${kind}`, parameters: [bodyParameter(refTo(name)), ...writeParameters], responses: ok(refTo(name), '200', '201') });
    add(`${item}/status`, 'patch', { operationId: `patch${camel}Namespaced${kind}Status`, description: `partially update status of the specified ${kind}`, consumes: PATCH_TYPES, parameters: [bodyParameter(refTo('io.example.meta.v1.Patch')), ...writeParameters, forceParameter], responses: ok(refTo(name), '200', '201') });
    add(watch, 'get', { operationId: `watch${camel}Namespaced${kind}List`, description: `watch individual changes to a list of ${kind}. deprecated: use the 'watch' parameter with a list operation instead.`, parameters: listParameters, responses: ok(refTo('io.example.meta.v1.WatchEvent'), '200') });
    add(`${watch}/{name}`, 'get', { operationId: `watch${camel}Namespaced${kind}`, description: `watch changes to an object of kind ${kind}. deprecated: use the 'watch' parameter with a list operation instead, filtered to a single item with the 'fieldSelector' parameter.`, parameters: listParameters, responses: ok(refTo('io.example.meta.v1.WatchEvent'), '200') });
  }
  return spec;
}

const GROUPS = ['apps', 'batch', 'core', 'networking', 'storage', 'policy', 'autoscaling', 'scheduling', 'discovery', 'coordination', 'node', 'rbac'];
const VERSIONS = ['v1', 'v1beta1', 'v2'];
const KINDS = ['Pod', 'Deployment', 'Service', 'ConfigMap', 'Secret', 'Job', 'CronJob', 'Ingress', 'Volume', 'VolumeClaim', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Lease', 'Endpoint', 'Event', 'LimitRange', 'Quota', 'Role', 'Binding', 'Account', 'Policy', 'Template', 'Class', 'Slice', 'Scaler', 'Budget', 'Priority', 'Runtime', 'Claim', 'Attachment', 'Controller'];
const STATUS = { 200: 'OK', 201: 'Created', 202: 'Accepted' };
const PRODUCES = ['application/json', 'application/yaml', 'application/vnd.example.protobuf'];
const PATCH_TYPES = ['application/json-patch+json', 'application/merge-patch+json', 'application/strategic-merge-patch+json', 'application/apply-patch+yaml'];
const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);

const LONG = [
  'APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://docs.example.net/api-conventions.md#resources',
  'Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://docs.example.net/api-conventions.md#types-kinds',
  'Arguments to the entrypoint. The container image\'s CMD is used if this is not provided. Variable references $(VAR_NAME) are expanded using the container\'s environment. If a variable cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless of whether the variable exists or not. Cannot be updated.',
  'Standard object\'s metadata. More info: https://docs.example.net/api-conventions.md#metadata',
  'Spec defines the behavior of the object. More info: https://docs.example.net/api-conventions.md#spec-and-status',
  'Status is the most recently observed status of the object. This data may not be up to date. Populated by the system. Read-only. More info: https://docs.example.net/api-conventions.md#spec-and-status',
  'If specified, the pod\'s scheduling constraints. The scheduler picks a node that satisfies every term; when several do, it prefers the one with the highest sum of weights of the preferred terms that match.',
  'List of references to secrets in the same namespace to use for pulling any of the images used by this object. If specified, these secrets will be passed to individual puller implementations for them to use.',
];
const describe = (random) => random.pick(LONG);

function nameParameter(kind) {
  return { name: 'name', in: 'path', required: true, type: 'string', uniqueItems: true, description: `name of the ${kind}` };
}
const namespaceParameter = { name: 'namespace', in: 'path', required: true, type: 'string', uniqueItems: true, description: 'object name and auth scope, such as for teams and projects' };
const prettyParameter = { name: 'pretty', in: 'query', type: 'string', uniqueItems: true, description: "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget)." };
const forceParameter = { name: 'force', in: 'query', type: 'boolean', uniqueItems: true, description: 'Force is going to "force" Apply requests. It means user will re-acquire conflicting fields owned by other people. Force flag must be unset for non-apply patch requests.' };
const writeParameters = [
  { name: 'dryRun', in: 'query', type: 'string', uniqueItems: true, description: 'When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed' },
  { name: 'fieldManager', in: 'query', type: 'string', uniqueItems: true, description: 'fieldManager is a name associated with the actor or entity that is making these changes. The value must be less than or 128 characters long, and only contain printable characters, as defined by https://golang.org/pkg/unicode/#IsPrint.' },
  { name: 'fieldValidation', in: 'query', type: 'string', uniqueItems: true, description: 'fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. - Warn: This will send a warning via the standard warning response header for each unknown field. - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped.' },
];
const listParameters = ['allowWatchBookmarks', 'continue', 'fieldSelector', 'labelSelector', 'limit', 'resourceVersion', 'resourceVersionMatch', 'sendInitialEvents', 'timeoutSeconds', 'watch'].map((name) => ({
  name,
  in: 'query',
  type: name === 'limit' || name === 'timeoutSeconds' ? 'integer' : name === 'watch' || name === 'allowWatchBookmarks' || name === 'sendInitialEvents' ? 'boolean' : 'string',
  uniqueItems: true,
  description: `${name} restricts the list of returned objects. The server may not honour it for every resource; clients should not depend on it being applied. Defaults to everything. This field is alpha and can be changed or removed without notice.`,
}));
const bodyParameter = (schema) => ({ name: 'body', in: 'body', required: true, schema });

/** A kind's definitions: the object, its list, its spec and status; the spec reaches the shared deep chain. */
function kindDefinitions(random, name, kind, group, version) {
  const refTo = (target) => ({ $ref: `#/definitions/${target}` });
  const gvk = [{ group, kind, version }];
  const fields = (count) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i}`, random.pick([{ type: 'string', description: describe(random) }, { type: 'integer', format: 'int64', description: describe(random) }, { type: 'boolean', description: describe(random) }, { type: 'array', items: { type: 'string' }, description: describe(random) }, refTo(random.pick(SHARED_TARGETS))])]));
  return {
    [name]: { description: `${kind} is an object of ${group}. ${describe(random)}`, type: 'object', properties: { apiVersion: { type: 'string', description: LONG[0] }, kind: { type: 'string', description: LONG[1] }, metadata: { $ref: '#/definitions/io.example.meta.v1.ObjectMeta', description: LONG[3] }, spec: { $ref: `#/definitions/${name}Spec`, description: LONG[4] }, status: { $ref: `#/definitions/${name}Status`, description: LONG[5] } }, 'x-example-group-version-kind': gvk },
    [`${name}List`]: { description: `${kind}List is a list of ${kind}.`, type: 'object', required: ['items'], properties: { apiVersion: { type: 'string', description: LONG[0] }, items: { type: 'array', items: refTo(name), description: `Items is the list of ${kind}.` }, kind: { type: 'string', description: LONG[1] }, metadata: refTo('io.example.meta.v1.ListMeta') } },
    [`${name}Spec`]: { description: `${kind}Spec is the specification of a ${kind}.`, type: 'object', properties: { template: refTo('io.example.api.core.v1.PodTemplateSpec'), selector: refTo('io.example.meta.v1.LabelSelector'), validation: refTo('io.example.ext.v1.JSONSchemaProps'), ...fields(random.int(4, 10)) } },
    [`${name}Status`]: { description: `${kind}Status is the observed state of a ${kind}.`, type: 'object', properties: { conditions: { type: 'array', items: refTo('io.example.meta.v1.Condition') }, observedGeneration: { type: 'integer', format: 'int64' }, ...fields(random.int(2, 6)) } },
  };
}

const SHARED_TARGETS = ['io.example.api.core.v1.Container', 'io.example.api.core.v1.Volume', 'io.example.meta.v1.LabelSelector', 'io.example.api.core.v1.Probe', 'io.example.api.core.v1.EnvVar'];

/** The definitions every kind reaches: a chain several levels deep, and a schema that refers to itself a dozen times. */
function sharedDefinitions(random) {
  const refTo = (target) => ({ $ref: `#/definitions/${target}` });
  const text = () => describe(random);
  const self = refTo('io.example.ext.v1.JSONSchemaProps');
  const defs = {
    'io.example.meta.v1.ObjectMeta': { type: 'object', description: text(), properties: { name: { type: 'string', description: text() }, namespace: { type: 'string', description: text() }, labels: { type: 'object', additionalProperties: { type: 'string' }, description: text() }, annotations: { type: 'object', additionalProperties: { type: 'string' }, description: text() }, ownerReferences: { type: 'array', items: refTo('io.example.meta.v1.OwnerReference'), description: text() }, managedFields: { type: 'array', items: refTo('io.example.meta.v1.ManagedFieldsEntry'), description: text() }, creationTimestamp: { type: 'string', format: 'date-time', description: text() }, generation: { type: 'integer', format: 'int64', description: text() } } },
    'io.example.meta.v1.OwnerReference': { type: 'object', required: ['apiVersion', 'kind', 'name', 'uid'], properties: { apiVersion: { type: 'string', description: text() }, kind: { type: 'string', description: text() }, name: { type: 'string', description: text() }, uid: { type: 'string', description: text() }, controller: { type: 'boolean', description: text() } } },
    'io.example.meta.v1.ManagedFieldsEntry': { type: 'object', properties: { manager: { type: 'string', description: text() }, operation: { type: 'string', description: text() }, fieldsV1: { type: 'object', description: text() }, time: { type: 'string', format: 'date-time' } } },
    'io.example.meta.v1.ListMeta': { type: 'object', properties: { continue: { type: 'string', description: text() }, remainingItemCount: { type: 'integer', format: 'int64', description: text() }, resourceVersion: { type: 'string', description: text() } } },
    'io.example.meta.v1.LabelSelector': { type: 'object', properties: { matchExpressions: { type: 'array', items: refTo('io.example.meta.v1.LabelSelectorRequirement'), description: text() }, matchLabels: { type: 'object', additionalProperties: { type: 'string' }, description: text() } }, 'x-example-map-type': 'atomic' },
    'io.example.meta.v1.LabelSelectorRequirement': { type: 'object', required: ['key', 'operator'], properties: { key: { type: 'string', description: text() }, operator: { type: 'string', description: text() }, values: { type: 'array', items: { type: 'string' }, description: text() } } },
    'io.example.meta.v1.Condition': { type: 'object', required: ['type', 'status'], properties: { type: { type: 'string', description: text() }, status: { type: 'string', description: text() }, reason: { type: 'string', description: text() }, message: { type: 'string', description: text() }, lastTransitionTime: { type: 'string', format: 'date-time', description: text() } } },
    'io.example.meta.v1.Status': { type: 'object', description: text(), properties: { code: { type: 'integer', format: 'int32', description: text() }, message: { type: 'string', description: text() }, reason: { type: 'string', description: text() }, details: refTo('io.example.meta.v1.StatusDetails'), metadata: refTo('io.example.meta.v1.ListMeta') } },
    'io.example.meta.v1.StatusDetails': { type: 'object', properties: { causes: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' }, reason: { type: 'string' } } } }, name: { type: 'string' }, retryAfterSeconds: { type: 'integer', format: 'int32' } } },
    'io.example.meta.v1.DeleteOptions': { type: 'object', description: text(), properties: { dryRun: { type: 'array', items: { type: 'string' }, description: text() }, gracePeriodSeconds: { type: 'integer', format: 'int64', description: text() }, propagationPolicy: { type: 'string', description: text() }, preconditions: { type: 'object', properties: { resourceVersion: { type: 'string' }, uid: { type: 'string' } } } } },
    'io.example.meta.v1.Patch': { type: 'object', description: 'Patch is provided to give a concrete name and type to the patch request body.' },
    'io.example.meta.v1.WatchEvent': { type: 'object', required: ['type', 'object'], properties: { object: { type: 'object', description: text() }, type: { type: 'string' } } },
    'io.example.api.core.v1.PodTemplateSpec': { type: 'object', description: text(), properties: { metadata: refTo('io.example.meta.v1.ObjectMeta'), spec: refTo('io.example.api.core.v1.PodSpec') } },
    'io.example.api.core.v1.PodSpec': { type: 'object', required: ['containers'], description: text(), properties: { containers: { type: 'array', items: refTo('io.example.api.core.v1.Container'), description: text() }, initContainers: { type: 'array', items: refTo('io.example.api.core.v1.Container'), description: text() }, volumes: { type: 'array', items: refTo('io.example.api.core.v1.Volume'), description: text() }, affinity: refTo('io.example.api.core.v1.Affinity'), nodeSelector: { type: 'object', additionalProperties: { type: 'string' }, description: text() }, activeDeadlineSeconds: { type: 'integer', format: 'int64', description: text() } } },
    'io.example.api.core.v1.Container': { type: 'object', required: ['name'], description: text(), properties: { name: { type: 'string', description: text() }, image: { type: 'string', description: text() }, args: { type: 'array', items: { type: 'string' }, description: LONG[2] }, command: { type: 'array', items: { type: 'string' }, description: LONG[2] }, env: { type: 'array', items: refTo('io.example.api.core.v1.EnvVar'), description: text() }, livenessProbe: refTo('io.example.api.core.v1.Probe'), readinessProbe: refTo('io.example.api.core.v1.Probe'), volumeMounts: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, mountPath: { type: 'string' } } } } } },
    'io.example.api.core.v1.EnvVar': { type: 'object', required: ['name'], properties: { name: { type: 'string', description: text() }, value: { type: 'string', description: LONG[2] }, valueFrom: { type: 'object', properties: { fieldRef: { type: 'object', properties: { fieldPath: { type: 'string' } } } } } } },
    'io.example.api.core.v1.Probe': { type: 'object', description: text(), properties: { exec: { type: 'object', properties: { command: { type: 'array', items: { type: 'string' }, description: LONG[2] } } }, httpGet: { type: 'object', properties: { path: { type: 'string' }, port: { type: 'string', format: 'int-or-string' } } }, initialDelaySeconds: { type: 'integer', format: 'int32', description: text() }, periodSeconds: { type: 'integer', format: 'int32', description: text() } } },
    'io.example.api.core.v1.Volume': { type: 'object', required: ['name'], description: text(), properties: { name: { type: 'string', description: text() }, configMap: { type: 'object', properties: { name: { type: 'string' }, optional: { type: 'boolean' } } }, ephemeral: { type: 'object', properties: { volumeClaimTemplate: refTo('io.example.api.core.v1.PodTemplateSpec') } } } },
    'io.example.api.core.v1.Affinity': { type: 'object', description: text(), properties: { nodeAffinity: { type: 'object', properties: { required: refTo('io.example.meta.v1.LabelSelector') } }, podAffinity: { type: 'array', items: refTo('io.example.meta.v1.LabelSelector') } } },
    'io.example.ext.v1.JSONSchemaProps': {
      type: 'object',
      description: 'JSONSchemaProps is a JSON-Schema following Specification Draft 4 (http://json-schema.org/).',
      properties: {
        $ref: { type: 'string' },
        $schema: { type: 'string' },
        additionalItems: self,
        additionalProperties: self,
        allOf: { type: 'array', items: self },
        anyOf: { type: 'array', items: self },
        default: { type: 'object', description: text() },
        definitions: { type: 'object', additionalProperties: self },
        dependencies: { type: 'object', additionalProperties: self },
        description: { type: 'string' },
        enum: { type: 'array', items: { type: 'object' } },
        items: self,
        maxLength: { type: 'integer', format: 'int64' },
        not: self,
        oneOf: { type: 'array', items: self },
        patternProperties: { type: 'object', additionalProperties: self },
        properties: { type: 'object', additionalProperties: self },
        type: { type: 'string' },
        'x-example-validations': { type: 'array', items: { type: 'object', properties: { rule: { type: 'string', description: text() }, message: { type: 'string', description: text() } } } },
      },
    },
  };
  // Filler definitions referred to by the kinds' fields, as the real description has hundreds of small ones.
  return defs;
}
