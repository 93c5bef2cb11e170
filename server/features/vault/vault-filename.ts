/**
 * The names a vault file is shown and downloaded under. The stored name is for display
 * only (object keys are random), but it still reaches screens and HTTP headers, so it is
 * cleaned once on upload and quoted safely on download.
 */
import { VaultLimits } from '../../../contract/limits';

const UNNAMED = 'untitled';
/** Longest extension kept whole when a long name is shortened. */
const MAX_EXTENSION = 16;

// Control characters, and the invisible ones that reorder text (bidi overrides can make
// `evil\u202Etxt.exe` display as `evilexe.txt`).
const INVISIBLE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u2028\u2029]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function shorten(name: string, maxLength: number): string {
  const characters = Array.from(name);
  if (characters.length <= maxLength) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length > 1 && extension.length <= MAX_EXTENSION) {
    const base = Array.from(name.slice(0, dot)).slice(0, maxLength - extension.length);
    return base.join('').trimEnd() + extension.join('');
  }
  return characters.slice(0, maxLength).join('').trimEnd();
}

/** `../../etc/passwd` -> `passwd`; no control or bidi characters; at most the contract's length. */
export function displayFilename(raw: string | undefined): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(LONE_SURROGATE, '\uFFFD')
    .normalize('NFC')
    .replace(/\s/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) return UNNAMED;
  return shorten(cleaned, VaultLimits.maxFilename);
}

/** RFC 5987 percent-encoding: encodeURIComponent leaves `'()*` alone, which the header may not. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** An ASCII stand-in for old clients: accents dropped, anything unsafe in a quoted string `_`. */
function asciiFallback(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_')
    .trim();
  return ascii || UNNAMED;
}

/** `attachment` with both filename forms, so browsers always save and never render the file. */
export function attachmentDisposition(filename: string): string {
  return `attachment; filename="${asciiFallback(filename)}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}
