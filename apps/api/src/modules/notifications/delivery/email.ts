import nodemailer, { type Transporter } from 'nodemailer';
import { translate } from '@sinfxona/domain/messages';
import type { Delivery, SendOutcome, Sender } from './types';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The message in the recipient's language: text and HTML, each with the "Open" link. */
export function emailOf(delivery: Delivery) {
  const open = translate('notifyOpen', delivery.language);
  const footer = translate('notifyEmailFooter', delivery.language);
  const text = `${delivery.body}\n\n${open}: ${delivery.url}\n\n-- \n${footer}\n`;
  const html = `<!doctype html><html lang="${escapeHtml(delivery.language)}"><body style="font-family:sans-serif;line-height:1.5">
<h2 style="font-size:18px;margin:0 0 8px">${escapeHtml(delivery.title)}</h2>
<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(delivery.body)}</p>
<p><a href="${escapeHtml(delivery.url)}" style="display:inline-block;padding:8px 16px;background:#228be6;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(open)}</a></p>
<p style="color:#868e96;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject: delivery.title, text, html };
}

/** E-mail through the SMTP server of SMTP_URL, from MAIL_FROM. */
export class EmailSender implements Sender {
  readonly channel = 'email' as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(delivery: Delivery): Promise<SendOutcome> {
    if (!delivery.email) return { skipped: 'no e-mail address' };
    const message = emailOf(delivery);
    await this.transport.sendMail({
      from: this.from,
      to: delivery.email,
      ...message,
      // The same Message-ID on a repeat, so a mail system can drop a duplicate.
      messageId: `<${delivery.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '.')}@sinfxona>`,
      headers: { 'X-Sinfxona-Delivery': delivery.idempotencyKey },
    });
    return { sent: true };
  }

  async close() {
    this.transport.close();
  }
}
