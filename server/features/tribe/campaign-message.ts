/**
 * Builds a campaign's message once, with per-recipient holes, then fills the holes for each
 * recipient with plain string replacement: a send to 100,000 people parses HTML once.
 *
 * Merge tags: `{{name}}`, `{{creator_name}}`, `{{unsubscribe_url}}` (and `{{content}}` in a
 * template, for the campaign's own text). Every message carries an unsubscribe link: when the
 * HTML has none, a footer with one is added. With tracking on, links go through a redirect
 * naming the delivery and the link's place in the message, and a 1×1 image marks opens.
 */
import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml, oneLine } from '../../platform/mailer/mail-text';
import { EMAIL_SANITIZE_OPTIONS } from './email-html';

const TOKEN_HOLE = '{{__delivery}}';

export interface CampaignSource {
  title: string;
  content: string;
  creatorName: string;
  template: { subject: string; html_content: string } | null;
  tracking: boolean;
  publicUrl: string;
}

export interface PreparedMessage {
  subject: string;
  html: string;
  text: string;
  /** The links of the message in order; a click redirect names one by its index. */
  links: string[];
}

export interface Recipient {
  name: string | null;
  deliveryToken: string;
  unsubscribeUrl: string;
}

const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/**
 * The campaign's text as HTML paragraphs (it is plain text: escaped, line breaks kept, web
 * addresses made links).
 */
export function contentAsHtml(content: string): string {
  return content
    .split(/\n{2,}/)
    .map((paragraph) => {
      const html = escapeHtml(paragraph).replace(
        WEB_ADDRESS,
        (address) => `<a href="${address}">${address}</a>`,
      );
      return `<p>${html.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
}

export function prepareMessage(source: CampaignSource): PreparedMessage {
  const creator = escapeHtml(source.creatorName);
  let body = source.template
    ? source.template.html_content.replaceAll('{{content}}', contentAsHtml(source.content))
    : contentAsHtml(source.content);
  body = body.replaceAll('{{creator_name}}', creator);
  if (!body.includes('{{unsubscribe_url}}')) {
    body += `\n<p style="font-size: 12px; color: #666666;">You get this because you joined ${creator}'s list. <a href="{{unsubscribe_url}}">Unsubscribe</a></p>`;
  }
  const links: string[] = [];
  if (source.tracking) {
    body = sanitizeHtml(body, {
      ...EMAIL_SANITIZE_OPTIONS,
      transformTags: {
        a: (tagName, attribs) => {
          const href = attribs.href ?? '';
          if (!/^https?:\/\//i.test(href)) return { tagName, attribs };
          links.push(href);
          return {
            tagName,
            attribs: {
              ...attribs,
              href: `${source.publicUrl}/api/t/c/${TOKEN_HOLE}/${links.length - 1}`,
            },
          };
        },
      },
    });
  }
  const text = convert(body, { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] });
  const pixel = source.tracking
    ? `<img src="${source.publicUrl}/api/t/o/${TOKEN_HOLE}.gif" width="1" height="1" alt="" style="display: block; border: 0;">`
    : '';
  const html = `<!doctype html><html><body>${body}${pixel}</body></html>`;
  const subject = oneLine(
    (source.template ? source.template.subject : source.title).replaceAll(
      '{{creator_name}}',
      source.creatorName,
    ),
  );
  return { subject, html, text, links };
}

function fill(text: string, recipient: Recipient, escape: boolean): string {
  const name = recipient.name ?? 'there';
  return text
    .replaceAll('{{name}}', escape ? escapeHtml(name) : name)
    .replaceAll(
      '{{unsubscribe_url}}',
      escape ? escapeHtml(recipient.unsubscribeUrl) : recipient.unsubscribeUrl,
    )
    .replaceAll(TOKEN_HOLE, encodeURIComponent(recipient.deliveryToken));
}

export function personalize(message: PreparedMessage, recipient: Recipient) {
  return {
    subject: oneLine(fill(message.subject, recipient, false)),
    html: fill(message.html, recipient, true),
    text: fill(message.text, recipient, false),
  };
}

/** A text message or a push notification: the campaign's words, with the tags filled in. */
export function plainMessage(content: string, creatorName: string, recipient: Recipient) {
  return content
    .replaceAll('{{creator_name}}', creatorName)
    .replaceAll('{{name}}', recipient.name ?? 'there')
    .replaceAll('{{unsubscribe_url}}', recipient.unsubscribeUrl);
}
