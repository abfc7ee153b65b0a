import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { svgProblems } from './svgPolicy.js';

const hostile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/hostile/html');
const read = (name: string) => fs.readFileSync(path.join(hostile, name), 'utf8');
const lines = (svg: string) => svgProblems(svg).map((problem) => `${problem.line}: ${problem.message}`);

describe('svgProblems', () => {
  it('passes a picture: gradients, local references, links to other sites, comments', () => {
    expect(svgProblems(read('clean.svg'))).toEqual([]);
  });

  it('finds scripts and event handlers, at their lines', () => {
    expect(lines(read('script.svg'))).toEqual(['2: the event handler attribute "onload"', '3: <script>']);
  });

  it('finds script URLs however they are encoded, and animations that set them', () => {
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink">',
      '<a x:href="&#106;ava&#x73;cript:alert(1)"><text>a</text></a>',
      '<a href=" java\tscript:alert(1)"><animate attributeName="href" values="#;javascript:alert(1)"/><set attributeName="onclick" to="alert(1)"/></a>',
      '<a href="data:text/html,x"/><svg:script/><foreignObject><div/></foreignObject>',
      '</svg>',
    ].join('\n');
    expect(lines(svg)).toEqual([
      '2: a javascript: URL in "x:href"',
      '3: a javascript: URL in "href"',
      '3: a script URL in the animation value "values"',
      '3: an animation of the event handler "onclick"',
      '4: a data: URL in "href"',
      '4: <svg:script>',
      '4: <foreignObject>',
    ]);
  });

  it('finds references to other files and entity declarations', () => {
    const svg = [
      '<!DOCTYPE svg [ <!ENTITY x "y"> ]>',
      '<svg xmlns="http://www.w3.org/2000/svg">',
      '<style>@import "https://t.example/a.css"; rect { fill: url(https://t.example/p.svg#g) }</style>',
      '<use href="https://t.example/sprite.svg#icon"/><image href="/private.png"/><image href="data:image/png;base64,AAAA"/>',
      '</svg>',
    ].join('\n');
    expect(lines(svg)).toEqual([
      '1: an entity declaration (<!ENTITY>)',
      '3: a CSS @import',
      '3: a reference to another file (url(https://t.example/p.svg#g))',
      '4: a reference to another file (<use href="https://t.example/sprite.svg#icon">)',
      '4: a reference to another file (<image href="/private.png">)',
    ]);
  });
});
