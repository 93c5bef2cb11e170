/** A session's browser and system in words, from its User-Agent ("Firefox on Windows"). */
export function describeDevice(userAgent: string | null): { label: string; mobile: boolean } {
  if (!userAgent) return { label: 'Unknown browser', mobile: false };
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const system = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  const mobile = /Mobile|iPhone|Android/.test(ua);
  if (browser && system) return { label: `${browser} on ${system}`, mobile };
  if (browser ?? system) return { label: (browser ?? system) as string, mobile };
  return { label: ua.length > 60 ? `${ua.slice(0, 57)}…` : ua, mobile };
}
