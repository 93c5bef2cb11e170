/**
 * Copies text to the clipboard. The Clipboard API exists only in secure contexts, and a
 * self-hosted Backline may be served over plain http on a local network, so without it
 * fall back to the old selection-and-copy way.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copying is not allowed here');
  } finally {
    field.remove();
  }
}
