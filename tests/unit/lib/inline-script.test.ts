import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineArguments, inlineJson } from '@/lib/inline-script';

describe('JSON for an inline script', () => {
  it('escapes every < so a value cannot close the script element', () => {
    expect(inlineJson({ title: '</script><script>alert(1)</script>' })).toBe(
      '{"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
    expect(inlineJson('<!-- a comment')).toBe('"\\u003c!-- a comment"');
  });

  it('reads back as the same value in JavaScript', () => {
    const value = { title: '</script>', list: [1, 'a<b', null], nested: { '<key>': true } };
    expect(vm.runInNewContext(`(${inlineJson(value)})`)).toEqual(value);
    expect(JSON.parse(inlineJson(value))).toEqual(value);
  });

  it('is plain JSON for a value with no <', () => {
    expect(inlineJson({ id: 'announcement-1', count: 2 })).toBe('{"id":"announcement-1","count":2}');
    expect(inlineJson(null)).toBe('null');
  });
});

describe('the arguments of an inlined call', () => {
  it('are each value as inline JSON, comma-separated', () => {
    expect(inlineArguments(['plumbline.announcement', 'data-dismissed', '</script>'])).toBe(
      '"plumbline.announcement","data-dismissed","\\u003c/script>"',
    );
  });

  it('call the function with the values themselves', () => {
    const args = ['key', { a: '<b>' }, 3];
    expect(vm.runInNewContext(`((...values) => values)(${inlineArguments(args)})`)).toEqual(args);
  });

  it('are empty for no values', () => {
    expect(inlineArguments([])).toBe('');
  });
});
