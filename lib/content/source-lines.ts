import { LineCounter, parseDocument, isMap, isSeq, type Node as YamlNode } from 'yaml';

/** Line (1-based, in the whole file) of a key path in YAML or JSON text, or of its nearest existing parent. */
export type LineOf = (path: readonly PropertyKey[]) => number;

/**
 * Where each field of a YAML (or JSON, which is YAML) text sits, so a schema problem can be
 * reported as `file:line`. `firstLine` is the file line the text starts on (front matter starts
 * on line 2, after `---`); a path that is not in the text points at its parent, else `fallback`.
 */
export function yamlLineFinder(text: string, firstLine = 1, fallback = firstLine): LineOf {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, keepSourceTokens: false });
  return (path) => {
    let node: unknown = doc.contents;
    let line = fallback;
    for (const segment of path) {
      if (!isMap(node) && !isSeq(node)) break;
      const pair = isMap(node)
        ? node.items.find((item) => String((item.key as { value?: unknown })?.value) === String(segment))
        : undefined;
      const keyNode = (pair?.key ?? undefined) as YamlNode | undefined;
      const child = isMap(node)
        ? (pair?.value as YamlNode | undefined)
        : (node.items[Number(segment)] as YamlNode | undefined);
      const at = keyNode?.range?.[0] ?? child?.range?.[0];
      if (at === undefined) break;
      line = counter.linePos(at).line + firstLine - 1;
      node = child;
    }
    return line;
  };
}
