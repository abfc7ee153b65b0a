/**
 * Writes plain data (objects, arrays, strings, numbers, booleans, null) as block-style YAML, the way
 * people write OpenAPI descriptions. Strings are quoted only when YAML would read them as something else.
 */
export function toYaml(value) {
  return `${emit(value, 0).replace(/^\n/, '')}\n`;
}

const PLAIN = /^[A-Za-z_/][\w ./(),'-]*$/;
const RESERVED = /^(true|false|yes|no|on|off|null|~|y|n)$/i;

function scalar(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return '[]';
  if (typeof value === 'object') return '{}';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = String(value);
  return PLAIN.test(text) && !RESERVED.test(text) && !text.endsWith(' ') && !text.includes(': ') && !text.includes(' #') ? text : JSON.stringify(text);
}

function emit(value, indent) {
  const pad = '  '.repeat(indent);
  if (Array.isArray(value)) {
    return value
      .map((item) => {
        if (isBlock(item)) {
          const inner = emit(item, indent + 1).replace(/^\n\s*/, '');
          return `\n${pad}- ${inner}`;
        }
        return `\n${pad}- ${scalar(item)}`;
      })
      .join('');
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).map(([key, item]) => `\n${pad}${scalar(key)}:${isBlock(item) ? emit(item, indent + 1) : ` ${scalar(item)}`}`).join('');
  }
  return ` ${scalar(value)}`;
}

function isBlock(value) {
  return value !== null && typeof value === 'object' && (Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0);
}
