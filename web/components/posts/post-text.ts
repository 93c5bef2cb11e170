/** Shortens text for previews and cards without splitting a character (emoji included). */
export function truncateText(text: string, limit: number): { text: string; truncated: boolean } {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, truncated: false };
  return { text: `${characters.slice(0, limit).join('').trimEnd()}…`, truncated: true };
}

/** The address a post's share link points at (spec: /post/{id} is the share target). */
export function postUrl(postId: number): string {
  return `${window.location.origin}/post/${postId}`;
}
