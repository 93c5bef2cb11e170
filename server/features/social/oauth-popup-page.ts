/**
 * The page the provider returns the connect popup to. It tells the opener how it went with a
 * window message (`social_connected` with the platform, as the spec has it) and closes; on
 * failure it stays open and says why. Its one script is fixed, allowed by its hash, and reads
 * the outcome from data attributes, so no page content is ever run.
 */
import { createHash } from 'node:crypto';
import type { SocialPlatform } from '../../../contract/social';
import {
  PLATFORM_LABELS,
  SOCIAL_CONNECT_FAILED_MESSAGE,
  SOCIAL_CONNECTED_MESSAGE,
} from '../../../contract/social';

const SCRIPT = `(function () {
  var result = document.getElementById('social-result');
  var message = { type: result.dataset.type, platform: result.dataset.platform };
  if (result.dataset.error) message.error = result.dataset.error;
  if (window.opener) {
    window.opener.postMessage(message, window.location.origin);
    if (message.type === '${SOCIAL_CONNECTED_MESSAGE}') window.close();
  }
})();`;

const SCRIPT_HASH = createHash('sha256').update(SCRIPT).digest('base64');

/** The headers of the page: its own CSP (the script's hash) and no opener isolation. */
export const POPUP_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  // The popup returns here from the provider's origin; isolating it would cut it off from the
  // window that opened it, and the message could not be sent.
  'cross-origin-opener-policy': 'unsafe-none',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function popupPage(
  platform: SocialPlatform,
  outcome: { ok: true } | { ok: false; error: string },
): string {
  const label = PLATFORM_LABELS[platform];
  const heading = outcome.ok ? `${label} connected successfully!` : `${label} was not connected`;
  const text = outcome.ok ? 'You can close this window.' : outcome.error;
  const type = outcome.ok ? SOCIAL_CONNECTED_MESSAGE : SOCIAL_CONNECT_FAILED_MESSAGE;
  const error = outcome.ok ? '' : ` data-error="${escapeHtml(outcome.error)}"`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
<style>body{font-family:system-ui,sans-serif;background:#0b0b10;color:#f4f4f5;display:grid;place-items:center;min-height:100vh;margin:0}main{max-width:28rem;padding:2rem;text-align:center}p{color:#a1a1aa}a{color:#fdba74}</style>
</head>
<body>
<main id="social-result" data-type="${type}" data-platform="${platform}"${error}>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/social?tab=connections">Back to Social Media</a></p>
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
}
