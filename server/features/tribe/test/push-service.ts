/**
 * A Web Push service in this process, over HTTPS as browsers' push services are: it keeps the
 * path of each notification it takes, and answers 410 Gone for endpoints whose path has
 * `/gone`, as a push service does for a browser that unsubscribed. Its certificate is made
 * with `openssl` for 127.0.0.1, and trusted by this process's default HTTPS agent (the one
 * `web-push` sends with) until `close`.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PushService {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** The paths of the notifications taken (not those answered 410). */
  received: string[];
  close(): Promise<void>;
}

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-cert-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<PushService> {
  const { key, cert } = selfSignedCertificate();
  const received: string[] = [];
  const server = https.createServer({ key, cert }, (request, response) => {
    request.resume();
    request.on('end', () => {
      const url = request.url ?? '';
      if (url.includes('/gone')) {
        response.writeHead(410).end('push subscription has unsubscribed or expired');
        return;
      }
      received.push(url);
      response.writeHead(201).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const agentOptions = https.globalAgent.options;
  const trustedBefore = agentOptions.ca;
  agentOptions.ca = cert;
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    close: async () => {
      agentOptions.ca = trustedBefore;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
