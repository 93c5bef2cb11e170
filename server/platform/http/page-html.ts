import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { SETTINGS_BLOCK_ID } from '../../../contract/page';
import type { PublicSettings } from '../../../contract/settings';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type PageEncoding = (typeof ENCODINGS)[number];

interface PageBody {
  encoding: PageEncoding;
  body: Buffer;
}

/**
 * `index.html` with the public settings written in as a JSON block, so a first screen starts
 * without waiting for `GET /api/settings/public` (every screen waits for the settings: the
 * maintenance gate). `<` is escaped, so an app name cannot end the block (and it goes in by a
 * function, so no `$'` in it is read as a replacement pattern). The page for the
 * last settings seen is kept, compressed in each encoding: settings rarely change, pages are
 * asked for all the time. Without settings (they could not be read) the page goes out as it
 * is, and the app asks for them itself.
 */
export function settingsPage(
  template: string,
): (settings: PublicSettings | null, acceptEncoding: string | undefined) => PageBody {
  let last: { json: string; bodies: Record<PageEncoding, Buffer> } | null = null;

  function render(json: string): Record<PageEncoding, Buffer> {
    const block =
      json && `<script type="application/json" id="${SETTINGS_BLOCK_ID}">${json}</script>`;
    const html = Buffer.from(template.replace('</head>', () => `${block}</head>`));
    return {
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
      identity: html,
    };
  }

  return (settings, acceptEncoding) => {
    const json = settings ? JSON.stringify(settings).replace(/</g, '\\u003c') : '';
    if (last?.json !== json) last = { json, bodies: render(json) };
    const encoding = negotiate(acceptEncoding ?? 'identity', [...ENCODINGS]) ?? 'identity';
    return { encoding, body: last.bodies[encoding] };
  };
}
