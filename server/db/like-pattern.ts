/**
 * Text to find inside a LIKE pattern: `%`, `_` and the escape character itself stand for
 * themselves. Pair it with `escape '\'` in the query (both engines accept that form).
 */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
