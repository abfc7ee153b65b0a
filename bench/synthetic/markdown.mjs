import { WORDS } from './words.mjs';

const CODE_LANGUAGES = ['bash', 'json', 'rust', 'ts', 'yaml', 'sql', 'python', 'http'];

/**
 * One realistic docs page: front matter, a title, an overview with a list, then two to five sections
 * with paragraphs, sub-sections, code blocks in several languages, a table, an ordered list and an
 * admonition. `links` are other docs of the site (by file and by route) the text links to; every page
 * has an `#overview` heading that other pages link to.
 */
export function generateDoc(random, { locale, title, description, links, position }) {
  const words = WORDS[locale];
  const text = new TextMaker(random, words);
  const out = ['---', `description: ${JSON.stringify(description)}`];
  if (position !== undefined) out.push(`sidebar_position: ${position}`);
  out.push('---', '', `# ${title}`, '');
  out.push(text.paragraph(3, [links[0]]), '');
  out.push(`## ${words.overview} {#overview}`, '');
  out.push(text.paragraph(2, []), '');
  out.push(...text.bulletList(random.int(3, 6)), '');

  const sections = random.sample(words.headings, random.int(2, 5));
  sections.forEach((heading, index) => {
    out.push(`## ${heading}`, '');
    out.push(text.paragraph(random.int(2, 5), index === 0 ? links.slice(1) : []), '');
    if (random.chance(0.8)) out.push(...codeBlock(random, text), '');
    if (random.chance(0.4)) out.push(...table(random, text, words), '');
    if (random.chance(0.5)) {
      out.push(`### ${text.phrase(3)}`, '');
      out.push(text.paragraph(random.int(1, 3), []), '');
      out.push(...text.orderedList(random.int(2, 5)), '');
    }
    if (random.chance(0.3)) out.push(...admonition(random, text), '');
  });
  out.push(`${text.capitalise(words.see)} [${words.overview.toLowerCase()}](#overview).`, '');
  return out.join('\n');
}

class TextMaker {
  constructor(random, words) {
    this.random = random;
    this.words = words;
  }

  capitalise(value) {
    return value.charAt(0).toUpperCase() + value.slice(1);
  }

  phrase(count) {
    const { random, words } = this;
    const parts = [];
    for (let i = 0; i < count; i += 1) parts.push(random.pick(i % 2 ? words.nouns : words.adjectives));
    return this.capitalise(parts.join(' '));
  }

  /** One sentence, sometimes with inline code, emphasis or a link. */
  sentence(link) {
    const { random, words } = this;
    const subject = `${random.pick(words.adjectives)} ${random.pick(words.nouns)}`;
    let object = `${random.pick(words.nouns)}`;
    const roll = random.next();
    if (roll < 0.15) object = `\`${random.pick(words.nouns).replace(/ /g, '_')}_${random.int(1, 99)}\``;
    else if (roll < 0.25) object = `**${object}**`;
    else if (roll < 0.3) object = `_${object}_`;
    const { the, and } = words;
    const start = random.chance(0.3) ? `${random.pick(words.connectors)}, ${the}${subject}` : this.capitalise(`${the}${subject}`);
    const tail = random.chance(0.4) ? ` ${and} ${random.pick(words.verbs)} ${the}${random.pick(words.nouns)}` : '';
    const reference = link ? ` (${words.see} [${link.text}](${link.href}))` : '';
    return `${start} ${random.pick(words.verbs)} ${the}${object}${tail}${reference}.`;
  }

  paragraph(sentences, links) {
    const out = [];
    for (let i = 0; i < sentences; i += 1) out.push(this.sentence(links[i]));
    // Links beyond the sentence count still appear, in a last sentence each.
    for (let i = sentences; i < links.length; i += 1) out.push(this.sentence(links[i]));
    return out.join(' ');
  }

  bulletList(items) {
    const out = [];
    for (let i = 0; i < items; i += 1) {
      out.push(`- ${this.sentence()}`);
      if (this.random.chance(0.2)) out.push(`  - ${this.sentence()}`, `  - ${this.sentence()}`);
    }
    return out;
  }

  orderedList(items) {
    const out = [];
    for (let i = 0; i < items; i += 1) out.push(`${i + 1}. ${this.sentence()}`);
    return out;
  }
}

function identifier(random, text) {
  return `${random.pick(text.words.nouns).replace(/[^a-zčšž]/g, '')}_${random.int(1, 999)}`;
}

/** A fenced code block of 4 to 20 lines in one of several languages, sometimes with a title. */
function codeBlock(random, text) {
  const language = random.pick(CODE_LANGUAGES);
  const lines = random.int(4, 20);
  const body = [];
  for (let i = 0; i < lines; i += 1) {
    const name = identifier(random, text);
    const value = random.int(0, 65535);
    switch (language) {
      case 'bash': body.push(i === 0 ? `export TOKEN="${name}"` : `curl -s -H "X-Access-Token: $TOKEN" http://127.0.0.1:6969/api/${name}?limit=${value} | jq '.items[${i}]'`); break;
      case 'json': body.push(i === 0 ? '{' : i === lines - 1 ? `  "${name}": ${value}` : `  "${name}": "${random.pick(text.words.nouns)}",`); break;
      case 'rust': body.push(i === 0 ? `pub async fn ${name}(pool: &PgPool) -> Result<u64, Error> {` : `    let ${name} = sqlx::query!("SELECT count(*) FROM ${name} WHERE id = $1", ${value}).fetch_one(pool).await?;`); break;
      case 'ts': body.push(i === 0 ? `export async function ${name}(limit = ${value}): Promise<number[]> {` : `  const ${name} = await fetch(\`/api/${name}?limit=\${limit}\`).then((r) => r.json());`); break;
      case 'yaml': body.push(`${name}: ${random.chance(0.5) ? value : `"${random.pick(text.words.nouns)}"`}`); break;
      case 'sql': body.push(i === 0 ? `SELECT id, ${name} FROM ${identifier(random, text)}` : `  ${i === 1 ? 'WHERE' : 'AND'} ${name} > ${value}`); break;
      case 'python': body.push(i === 0 ? `def ${name}(session, limit=${value}):` : `    ${name} = session.get(f"/api/${name}?limit={limit}").json()["items"]`); break;
      case 'http': body.push(i === 0 ? `GET /api/${name}?limit=${value} HTTP/1.1` : `X-${name.replace(/_/g, '-')}: ${value}`); break;
    }
  }
  if (language === 'json') body.push('}');
  if (language === 'rust' || language === 'ts') body.push('}');
  const meta = random.chance(0.3) ? ` title="${text.phrase(2)}"` : '';
  return [`\`\`\`${language}${meta}`, ...body, '```'];
}

function table(random, text, words) {
  const rows = random.int(3, 6);
  const out = [`| ${words.columns.join(' | ')} |`, '| --- | --- | --- |'];
  for (let i = 0; i < rows; i += 1) {
    out.push(`| \`${identifier(random, text)}\` | ${random.pick(['string', 'integer', 'boolean', 'uuid', 'date-time', 'enum'])} | ${text.sentence().replace(/\|/g, '\\|')} |`);
  }
  return out;
}

function admonition(random, text) {
  const kind = random.pick(['note', 'tip', 'info', 'caution', 'danger', 'warning']);
  const title = random.chance(0.5) ? `[${text.phrase(2)}]` : '';
  return [`:::${kind}${title}`, text.paragraph(random.int(1, 3), []), ':::'];
}
