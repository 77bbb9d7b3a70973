// The frame every email shares: a plain-text body and a simple, accessible HTML version.
import { escapeHtml } from '@shared/escape-html';

export type EmailContent = { subject: string; text: string; html: string };

export function renderEmail(options: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}): EmailContent {
  const { subject, greeting, paragraphs, action, footnote } = options;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    '— Shynk',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0d9488;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#475569">Or open this link: ${escapeHtml(action.url)}</p>` : ''}
${footnote ? `<p style="font-size:13px;color:#475569">${escapeHtml(footnote)}</p>` : ''}
<p>— Shynk</p></body></html>`;
  return { subject, text, html };
}
