/**
 * One line on how to write a query right, for each parse error lunr reports (the
 * message stays lunr's; this adds help beside it). Where the reader's own word can show the
 * fix, the example uses it: for `foo~x` the line reads "A number must follow ~, as in foo~1."
 */

const SPECIAL = '+ - : ~ ^ *';

/** The word written right before `sign` in the query, or a stand-in. */
function wordBefore(query: string, sign: string): string {
  const at = query.indexOf(sign);
  const word = at > 0 ? /([^\s+\-:~^*]+)$/.exec(query.slice(0, at))?.[1] : undefined;
  return word ?? 'agent';
}

export function queryHint(message: string, query: string): string {
  if (message.startsWith('unrecognised field')) {
    return 'Write one of those fields before the colon, as in title:agent, or \\: to search for a colon.';
  }
  if (message === 'edit distance must be numeric') return `A number must follow ~, as in ${wordBefore(query, '~')}~1.`;
  if (message === 'boost must be numeric') return `A number must follow ^, as in ${wordBefore(query, '^')}^2.`;
  if (message.startsWith('expected either a field or a term'))
    return '~ and ^ come right after a word, as in agent~1 or agent^2.';
  if (message.startsWith('expecting term or field')) return '+ and - go right before a word, as in +agent or -schema.';
  if (message === 'expecting term, found nothing') return 'A word must follow the colon, as in title:agent.';
  if (message.startsWith('expecting term, found')) return 'Put + or - before the field name, as in +title:agent.';
  if (message.startsWith('unrecognised presence operator')) return 'Write + to require a word or - to leave it out.';
  return `Write \\ before a sign (${SPECIAL}) to search for the sign itself.`;
}
