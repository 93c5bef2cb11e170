/**
 * Whether an open or a click was a machine's: Apple Mail Privacy Protection fetches every
 * image through Apple's proxies (17.0.0.0/8) whether or not the mail is read, and security
 * scanners fetch images and follow links within seconds of delivery. Those are counted apart
 * and left out of the rates. (Gmail's image proxy fetches when a person opens: it counts.)
 */
import { TribeLimits } from '../../../contract/limits';

const SCANNER_AGENT =
  /bot|crawler|spider|scanner|preview|barracuda|proofpoint|mimecast|symantec|forcepoint|sophos|trendmicro|python-requests|curl\/|wget|go-http-client|headless/i;

function isAppleProxy(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return /^17\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export function isMachineFetch(
  request: { ip: string; userAgent: string | undefined },
  sentAt: string | null,
  now: Date,
): boolean {
  if (isAppleProxy(request.ip)) return true;
  if (!request.userAgent || SCANNER_AGENT.test(request.userAgent)) return true;
  if (sentAt && now.getTime() - Date.parse(sentAt) < TribeLimits.scannerOpenSeconds * 1000) {
    return true;
  }
  return false;
}
