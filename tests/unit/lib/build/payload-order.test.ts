import { describe, expect, it } from 'vitest';
import { payloadRows, samePageUpToStreamOrder } from '@/lib/build/payload-order.mjs';

const text = 'line one\nline two';
const payload = (rows: string[]) => Buffer.from(rows.join(''));
const a = payload([
  '0:{"b":"x"}\n',
  ':HL["/a.css","style"]\n',
  `5:T${Buffer.byteLength(text).toString(16)},${text}`,
  '6:I[12,["$5"],"IconMark"]\n',
  '7:["$","p",null,{"children":"$L6"}]\n',
]);
// The same rows, the icon numbered and sent before the text.
const b = payload([
  '0:{"b":"x"}\n',
  ':HL["/a.css","style"]\n',
  '5:I[12,["$6"],"IconMark"]\n',
  `6:T${Buffer.byteLength(text).toString(16)},${text}`,
  '7:["$","p",null,{"children":"$L5"}]\n',
]);

describe('page payloads that differ only in stream order', () => {
  it('reads rows, a text row by its byte length across newlines, a hint row without an id', () => {
    expect(payloadRows(a)).toEqual([
      '0:{"b":"x"}\n',
      ':HL["/a.css","style"]\n',
      '5:Ta,line one\nline two'.replace('Ta', `T${Buffer.byteLength(text).toString(16)}`),
      '6:I[12,["$5"],"IconMark"]\n',
      '7:["$","p",null,{"children":"$L6"}]\n',
    ]);
    expect(payloadRows(Buffer.from('<!DOCTYPE html>'))).toBeNull();
  });

  it('are the same page, as .txt and inside the HTML however the scripts split them', () => {
    expect(samePageUpToStreamOrder('p.txt', a, b)).toBe(true);
    const html = (rows: Buffer, cuts: number) => {
      const s = rows.toString();
      const step = Math.ceil(s.length / cuts);
      const pushes = Array.from(
        { length: cuts },
        (_, i) => `<script>self.__next_f.push([1,${JSON.stringify(s.slice(i * step, (i + 1) * step))}])</script>`,
      );
      return Buffer.from(`<html><body><p>Hi</p>${pushes.join('')}</body></html>`);
    };
    expect(samePageUpToStreamOrder('p.html', html(a, 3), html(b, 2))).toBe(true);
  });

  it('are the same page when React closed a text at the end of a stream segment in one of them', () => {
    // Seen on a page of tabs: a panel's text followed by `<!-- -->` when its next child came later.
    const page = (body: string) =>
      Buffer.from(
        `<html><body>${body}<script>self.__next_f.push([1,${JSON.stringify(a.toString())}])</script></body></html>`,
      );
    expect(
      samePageUpToStreamOrder('p.html', page('<div><p>Hi</p>\n</div>'), page('<div><p>Hi</p>\n<!-- --></div>')),
    ).toBe(true);
    expect(
      samePageUpToStreamOrder('p.html', page('<div><p>Hi</p>\n</div>'), page('<div><p>Hi</p>\n<!-- x --></div>')),
    ).toBe(false);
  });

  it('are not when a row says something else, or the visible HTML differs', () => {
    expect(samePageUpToStreamOrder('p.txt', a, Buffer.from(a.toString().replace('IconMark', 'IconMarx')))).toBe(false);
    expect(samePageUpToStreamOrder('p.txt', a, payload(payloadRows(a)!.slice(1)))).toBe(false);
    const page = (body: string) =>
      Buffer.from(
        `<html><body>${body}<script>self.__next_f.push([1,${JSON.stringify(a.toString())}])</script></body></html>`,
      );
    expect(samePageUpToStreamOrder('p.html', page('<p>Hi</p>'), page('<p>Ho</p>'))).toBe(false);
    expect(samePageUpToStreamOrder('p.css', a, b)).toBe(false);
  });
});
