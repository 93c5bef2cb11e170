/** Helpers for writing e-mail: HTML escaping, one-line text, and names safe to show in mail. */

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Free text in a subject line must stay on one line. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();
}

// A dot (or one of its look-alikes) between letters or digits, ending in a label of two
// letters or more: "evil.com", "www.x.io", "pay-me.example", "evil\u3002com". Mail programs turn
// such text into a link, so a display name carrying one would put the sender's link under our
// name. "D.J. Nova" and "Mr. Brown" (a space after the dot) are names, not links.
const DOMAIN_LIKE = /[\p{L}\p{N}][.\u3002\uFF0E\uFF61][\p{L}\p{N}-]*\p{L}{2}/u;
const LINK_LIKE = /\b(?:https?|ftp|mailto):|\/\//i;

/**
 * A person's name as an e-mail may show it, in the subject or the body: on one line, at most
 * 80 characters, and `fallback` when it looks like it carries an address or a link, so a
 * display name cannot make Backline's own mail advertise someone's site.
 */
export function nameForMail(name: string, fallback: string): string {
  const line = oneLine(name).replace(/\s+/g, ' ');
  // NFKC folds look-alikes ("․", full-width letters) into what mail programs link.
  const folded = line.normalize('NFKC');
  if (!line || DOMAIN_LIKE.test(folded) || LINK_LIKE.test(folded)) return fallback;
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
