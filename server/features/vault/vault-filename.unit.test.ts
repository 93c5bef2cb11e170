import { describe, expect, it } from 'vitest';
import { attachmentDisposition, displayFilename } from './vault-filename';

describe('displayFilename', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['C:\\Users\\me\\mix final.wav', 'mix final.wav'],
    ['..', 'untitled'],
    ['', 'untitled'],
    [undefined, 'untitled'],
    ['  spaced\tout\nname.txt  ', 'spaced out name.txt'],
    ['bell\u0007\u0000.txt', 'bell.txt'],
    ['evil\u202Etxt.exe', 'eviltxt.exe'],
    ['Beyonce\u0301.mp3', 'Beyoncé.mp3'],
    ['broken\uD800.txt', 'broken\uFFFD.txt'],
  ])('%j -> %j', (raw, expected) => {
    expect(displayFilename(raw)).toBe(expected);
  });

  it('shortens a long name to 255 characters and keeps the extension', () => {
    const name = displayFilename(`${'a'.repeat(300)}.flac`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('a.flac')).toBe(true);
    const emoji = displayFilename(`${'🎵'.repeat(300)}`);
    expect(Array.from(emoji)).toHaveLength(255);
    expect(emoji).toBe('🎵'.repeat(255));
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Beyoncé "live" ☂.mp3')).toBe(
      `attachment; filename="Beyonce _live_ _.mp3"; filename*=UTF-8''Beyonc%C3%A9%20%22live%22%20%E2%98%82.mp3`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    const header = attachmentDisposition('a"; filename="evil.exe\r\nSet-Cookie: x=1\\.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toContain("filename*=UTF-8''a%22%3B%20filename%3D%22evil.exe%0D%0ASet-Cookie");
  });

  it('percent-encodes the characters RFC 5987 reserves', () => {
    expect(attachmentDisposition("it's (100%)*.txt")).toBe(
      `attachment; filename="it's (100_)*.txt"; filename*=UTF-8''it%27s%20%28100%25%29%2A.txt`,
    );
  });
});
