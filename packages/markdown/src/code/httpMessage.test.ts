import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.js';
import { languageOfMediaType, splitHttpMessage } from './httpMessage.js';

const RESPONSE = 'HTTP/1.1 200 OK\ncontent-type: application/vnd.example.v1+json\nx-token: abc\n\n{"id": "…", "name": "ana"}';

describe('splitHttpMessage', () => {
  it('splits at the blank line and takes the body language from Content-Type', () => {
    expect(splitHttpMessage(RESPONSE)).toEqual({
      head: 'HTTP/1.1 200 OK\ncontent-type: application/vnd.example.v1+json\nx-token: abc',
      separator: '\n\n',
      body: '{"id": "…", "name": "ana"}',
      bodyLanguage: 'json',
    });
    expect(splitHttpMessage('POST /form HTTP/1.1\r\nContent-Type: Application/XML; charset=utf-8\r\n\r\n<a/>')).toMatchObject({ separator: '\r\n\r\n', bodyLanguage: 'xml' });
  });

  it('guesses from the first character without Content-Type', () => {
    expect(splitHttpMessage('HTTP/1.1 200 OK\n\n  [1, 2]')?.bodyLanguage).toBe('json');
    expect(splitHttpMessage('HTTP/1.1 200 OK\n\n<p>hi</p>')?.bodyLanguage).toBe('xml');
    expect(splitHttpMessage('HTTP/1.1 200 OK\n\nhello')?.bodyLanguage).toBe('text');
  });

  it('finds no body without a blank line, after a leading one, or when nothing follows it', () => {
    expect(splitHttpMessage('GET / HTTP/1.1\nhost: example.com')).toBeUndefined();
    expect(splitHttpMessage('\n\n{"a": 1}')).toBeUndefined();
    expect(splitHttpMessage('GET / HTTP/1.1\n\n')).toBeUndefined();
  });

  it.each([
    ['application/json', 'json'],
    ['application/problem+json', 'json'],
    ['application/atom+xml', 'xml'],
    ['text/xml', 'xml'],
    ['text/html', 'xml'],
    ['application/x-yaml', 'yaml'],
    ['application/yaml', 'yaml'],
    ['text/css', 'css'],
    ['text/javascript', 'javascript'],
    ['text/plain', 'text'],
    ['application/x-www-form-urlencoded', 'text'],
    ['application/octet-stream', 'text'],
  ])('shows %s as %s', (mediaType, language) => {
    expect(languageOfMediaType(mediaType)).toBe(language);
  });
});

describe('an http fence', () => {
  it('highlights the head with the HTTP grammar and the body as its Content-Type says', () => {
    const { html } = render(`\`\`\`http\n${RESPONSE}\n\`\`\``);
    // JSON keys are attributes in the JSON grammar; the automatic guess made them bash strings.
    // The body's punctuation keeps its tokens: only a block all of JSON has its text coloured as punctuation.
    expect(html).toContain('<span class="hljs-punctuation">{</span><span class="hljs-attr">"id"</span><span class="hljs-punctuation">:</span> <span class="hljs-string">"…"</span>');
    expect(html).toContain('<span class="hljs-attribute">content-type</span><span class="hljs-punctuation">: </span>application/vnd.example.v1+json\n');
  });

  it('shows a plain-text body as text', () => {
    const { html } = render('```http\nHTTP/1.1 200 OK\ncontent-type: text/plain\n\nif (x) { echo "y" }\n```');
    expect(html).toContain('\n\nif (x) { echo "y" }</code>');
  });

  it('highlights a message without a body with the HTTP grammar alone', () => {
    const code = 'GET /api/torrents HTTP/1.1\nhost: example.com';
    const { html } = render(`\`\`\`https\n${code}\n\`\`\``);
    expect(html).toContain('<code class="language-https"><span class="hljs-keyword">GET</span> <span class="hljs-string">/api/torrents</span> <span class="hljs-meta">HTTP/1.1</span>\n');
  });
});
