/**
 * What creators' HTML may contain. Templates are cleaned when saved, with sanitize-html (an
 * allowlist, not hand-written rules): CSS in `<style>` blocks is first inlined with juice, so
 * mail clients that drop `<style>` still show it, then the `<style>` blocks, scripts, event
 * handlers, `javascript:` links, forms and frames are gone.
 */
import juice from 'juice';
import sanitizeHtml from 'sanitize-html';

const SAFE_STYLE_VALUE =
  /^(?!.*(?:url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:))[^<>]*$/i;

const STYLE_PROPERTIES = [
  'color',
  'background',
  'background-color',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'vertical-align',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-width',
  'border-style',
  'border-radius',
  'border-collapse',
  'width',
  'max-width',
  'min-width',
  'height',
  'max-height',
  'display',
];

export const EMAIL_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'center', 'font', 'span', 'u', 's'],
  allowedAttributes: {
    '*': ['style', 'align', 'dir', 'title', 'lang'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    table: ['width', 'cellpadding', 'cellspacing', 'border', 'bgcolor', 'role'],
    td: ['width', 'colspan', 'rowspan', 'valign', 'bgcolor'],
    th: ['width', 'colspan', 'rowspan', 'valign', 'bgcolor', 'scope'],
    font: ['color', 'face', 'size'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [SAFE_STYLE_VALUE]])),
  },
  disallowedTagsMode: 'discard',
};

/** The HTML as stored: CSS inlined, then only what the allowlist keeps. */
export function cleanTemplateHtml(html: string): string {
  let inlined: string;
  try {
    inlined = juice(html, { removeStyleTags: true, applyStyleTags: true });
  } catch {
    // CSS juice cannot parse is simply not inlined; the allowlist still decides what stays.
    inlined = html;
  }
  return sanitizeHtml(inlined, EMAIL_SANITIZE_OPTIONS).trim();
}
