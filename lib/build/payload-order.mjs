// @ts-check

/**
 * Next streams a page's React Server Components payload as rows (`<id>:<data>`), into
 * `<page>.txt` and, split into `self.__next_f.push` scripts, into the HTML. Which part of a page
 * resolves first inside a build worker (its metadata's icon, or its compiled body) is timing: a
 * page rendered after other work, as in one shard of a sharded build, can number and order its
 * rows differently from the same page in a whole build. The client follows rows by id, so a
 * reader gets the same page. Two such files hold the same rows up to numbering and order.
 */

/**
 * The rows of a payload, each as written (a hint row, `:HL[...]`, has no id). A text row (`<id>:T<hex length>,`) holds that many
 * bytes, newlines included; every other row runs to its newline.
 * @param {Buffer} payload
 * @returns {string[] | null} null when it is not a payload
 */
export function payloadRows(payload) {
  /** @type {string[]} */
  const rows = [];
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(0x3a, at);
    if (colon === -1 || !/^[0-9a-f]*$/.test(payload.subarray(at, colon).toString('latin1'))) return null;
    if (payload[colon + 1] === 0x54) {
      const comma = payload.indexOf(0x2c, colon);
      const length = parseInt(payload.subarray(colon + 2, comma).toString('latin1'), 16);
      if (comma === -1 || Number.isNaN(length)) return null;
      rows.push(payload.subarray(at, comma + 1 + length).toString('utf8'));
      at = comma + 1 + length;
    } else {
      const end = payload.indexOf(0x0a, colon);
      const stop = end === -1 ? payload.length : end + 1;
      rows.push(payload.subarray(at, stop).toString('utf8'));
      at = stop;
    }
  }
  return rows;
}

const TEXT_SEPARATOR = /<!-- -->/g;
const PUSH = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;

/** A row without its id, and with every reference to another row (`"$3a"`, `"$L3a"`) made one placeholder. @param {string} row */
function rowShape(row) {
  return row.replace(/^[0-9a-f]*:/, '').replace(/"\$([A-Z@]?)[0-9a-f]+"/g, '"$$$1#"');
}

/** @param {string[] | null} a @param {string[] | null} b */
function sameRows(a, b) {
  if (!a || !b || a.length !== b.length) return false;
  const sortedB = b.map(rowShape).sort();
  return a
    .map(rowShape)
    .sort()
    .every((row, i) => row === sortedB[i]);
}

/**
 * Whether two versions of an out/ file are the same page, differing at most in the numbering and
 * order of their payload rows (and, in HTML, where the payload scripts split them and where React
 * separated text at the end of a stream segment).
 * @param {string} file path, for its extension
 * @param {Buffer} a
 * @param {Buffer} b
 */
export function samePageUpToStreamOrder(file, a, b) {
  if (file.endsWith('.txt')) return sameRows(payloadRows(a), payloadRows(b));
  if (!file.endsWith('.html')) return false;
  const split = (/** @type {Buffer} */ html) => {
    const text = html.toString('utf8');
    const payload = [...text.matchAll(PUSH)].map((match) => /** @type {string} */ (JSON.parse(match[1]))).join('');
    // React writes `<!-- -->` after text that ends a segment of the HTML stream, so that it does
    // not merge with what the next segment brings; which children became segments of their own is
    // the same timing as the rows' order, and the comment is empty (hydration skips it).
    const page = text.replace(PUSH, '\0').replace(TEXT_SEPARATOR, '').replace(/\0+/g, '\0');
    return { page, rows: payloadRows(Buffer.from(payload)) };
  };
  const x = split(a);
  const y = split(b);
  return x.page === y.page && sameRows(x.rows, y.rows);
}
