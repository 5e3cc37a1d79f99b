import type { Element } from 'hast';

/** Shiki's elements carry `class`, rehype's `className`: one list either way. */
export function classList(node: Element): string[] {
  const value = node.properties.className ?? node.properties.class;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

export function setClassList(node: Element, classes: string[]): void {
  delete node.properties.class;
  node.properties.className = classes;
}
