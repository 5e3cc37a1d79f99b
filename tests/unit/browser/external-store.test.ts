import { describe, expect, it } from 'vitest';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createExternalStore, useExternalStore } from '@/browser/external-store';

describe('an external store', () => {
  it('starts at its initial value and gives what was last set', () => {
    const store = createExternalStore('closed');
    expect(store.get()).toBe('closed');
    store.set('open');
    expect(store.get()).toBe('open');
  });

  it('tells every subscriber of each change, once, after the value has changed', () => {
    const store = createExternalStore(0);
    const heard: string[] = [];
    store.subscribe(() => heard.push(`a:${store.get()}`));
    store.subscribe(() => heard.push(`b:${store.get()}`));
    store.set(1);
    store.set(2);
    expect(heard).toEqual(['a:1', 'b:1', 'a:2', 'b:2']);
  });

  it('tells nobody when the value set is the one it holds', () => {
    const state = { expanded: true };
    const store = createExternalStore(state);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.set(state);
    expect(calls).toBe(0);
    // Equal contents are still a new value: subscribers re-read it.
    store.set({ expanded: true });
    expect(calls).toBe(1);
  });

  it('compares with Object.is, so NaN is unchanged and -0 differs from 0', () => {
    const store = createExternalStore(Number.NaN);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.set(Number.NaN);
    expect(calls).toBe(0);
    store.set(0);
    store.set(-0);
    expect(calls).toBe(2);
  });

  it('stops telling a listener once it unsubscribes, and keeps telling the others', () => {
    const store = createExternalStore('a');
    const heard: string[] = [];
    const stop = store.subscribe(() => heard.push('first'));
    store.subscribe(() => heard.push('second'));
    stop();
    store.set('b');
    expect(heard).toEqual(['second']);
    expect(() => stop()).not.toThrow();
  });

  it('keeps the values of two stores apart', () => {
    const one = createExternalStore('x');
    const two = createExternalStore('x');
    one.set('y');
    expect(two.get()).toBe('x');
  });
});

describe('a component reading an external store', () => {
  it('renders the server value on the server, whatever the store holds, so hydration matches', () => {
    const store = createExternalStore('client value');
    function Reader(): ReactElement {
      return createElement('span', null, useExternalStore(store, 'server value'));
    }
    expect(renderToString(createElement(Reader))).toBe('<span>server value</span>');
  });
});
