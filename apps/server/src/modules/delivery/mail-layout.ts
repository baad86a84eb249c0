/** The parts every mail has (issue 34 §3): a plain-text part, an HTML part, and its headers. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The product's name as mails sign it. */
export const MAIL_SIGNATURE = 'AI Project Assistant';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or attribute value: whatever a member wrote stays text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** One line for a Subject header: no line breaks, not too long. */
export function subjectLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 150 ? `${line.slice(0, 149)}…` : line;
}

/** An in-app path as a full link; anything that is not a path goes to the home page. */
export function pageLink(origin: string, path: string): string {
  return `${origin}${path.startsWith('/') && !path.startsWith('//') ? path : '/'}`;
}

/** The HTML document around a mail's content: inline styles only (mail clients drop the rest). */
export function htmlDocument(options: { title: string; content: string; footer: string }): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(options.title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    options.content,
    '</div>',
    `<div style="max-width:560px;margin:16px auto 0;font-size:12px;color:#4b5563">${options.footer}</div>`,
    '</body></html>',
  ].join('\n');
}

/** A button-like link. */
export function htmlButton(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

/**
 * RFC 8058 one-click unsubscribe (List-Unsubscribe with List-Unsubscribe-Post) and the footer that
 * says why the mail came and links to the page that turns it off.
 */
export function unsubscribeParts(options: { origin: string; token: string; reason: string }) {
  const oneClick = `${options.origin}/api/email/unsubscribe?token=${encodeURIComponent(options.token)}`;
  const page = `${options.origin}/unsubscribe?token=${encodeURIComponent(options.token)}`;
  return {
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    textFooter: `--\n${options.reason}\nTurn these emails off: ${page}\nAll your settings: ${options.origin}/account`,
    htmlFooter: `<p>${escapeHtml(options.reason)}</p><p><a href="${escapeHtml(page)}">Turn these emails off</a> · <a href="${escapeHtml(`${options.origin}/account`)}">All your settings</a></p>`,
  };
}
