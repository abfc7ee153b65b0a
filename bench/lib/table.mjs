// Plain-text and markdown tables of measurement rows: what | measured | budget | ok?

const HEADER = ['what', 'measured', 'budget', 'ok?'];

export function okMark(ok) {
  return ok === true ? 'yes' : ok === false ? 'NO' : '–';
}

function cells(rows) {
  return rows.map((row) => [row.what, row.measured, row.budget ?? '', okMark(row.ok)]);
}

/** Aligned columns for the terminal. */
export function formatTable(rows) {
  const body = cells(rows);
  const widths = HEADER.map((title, column) => Math.max(title.length, ...body.map((line) => line[column].length)));
  const line = (values) => values.map((value, column) => value.padEnd(widths[column])).join(' | ').trimEnd();
  return [line(HEADER), widths.map((width) => '-'.repeat(width)).join('-|-'), ...body.map(line)].join('\n');
}

/** The same table in markdown, for RESULTS.md. */
export function formatMarkdownTable(rows) {
  const escape = (value) => value.replaceAll('|', '\\|');
  return [
    `| ${HEADER.join(' | ')} |`,
    `| ${HEADER.map(() => '---').join(' | ')} |`,
    ...cells(rows).map((line) => `| ${line.map(escape).join(' | ')} |`),
  ].join('\n');
}
