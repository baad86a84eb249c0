import { NOTIFICATION_GROUPS, type NotificationGroup } from '@app/shared/delivery/delivery.constants';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { RenderedMail } from './mail-layout.ts';
import { renderNotificationMail } from './mail-templates.ts';
import type { OutboxChannel, OutboxDelivery } from './outbox-channel.ts';
import { signUnsubscribeToken, unsubscribeSecret } from './unsubscribe-token.ts';

/**
 * Timeouts of one SMTP conversation; a send takes at most about this long, far less than the
 * sender's claim on a row (outbox-sender.ts), so a live sender never sees its row taken over.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * Mail through SMTP_URL (issue 34 §3), over a small pool of connections. Null without SMTP_URL:
 * then nothing is ever mailed. Each mail's Message-ID is its outbox row's id at PUBLIC_ORIGIN's
 * host, the same on every retry, so a mail sent again after a sender died between the server's
 * "accepted" and its own "sent" is recognisably the same mail.
 */
export function createEmailChannel(db: Database, config: Config): OutboxChannel | null {
  if (!config.SMTP_URL) return null;
  const transport = createTransport({ url: config.SMTP_URL, pool: true, maxConnections: 3, ...SMTP_TIMEOUTS });
  const host = new URL(config.PUBLIC_ORIGIN).hostname;
  return {
    async send(row) {
      const mail = await mailOf(db, config, row);
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: row.recipient,
        messageId: `<${row.messageId}@${host}>`,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      return 'sent';
    },
    close: (options) => transport.close(options),
  };
}

function isRenderedMail(payload: Record<string, unknown>): payload is Record<string, unknown> & RenderedMail {
  return typeof payload.subject === 'string' && typeof payload.text === 'string' && typeof payload.html === 'string';
}

/**
 * The mail of a row: verification mails and digests are queued rendered; a notification's mail
 * (queued by the database with the notification, migration 0029) is rendered here from the copy
 * of the notification in its payload.
 */
async function mailOf(db: Database, config: Config, row: OutboxDelivery): Promise<RenderedMail> {
  if (isRenderedMail(row.payload)) return { ...row.payload, headers: row.payload.headers ?? {} };
  const { group, title, body, link } = row.payload as Record<string, unknown>;
  if (!row.userId || typeof title !== 'string' || !NOTIFICATION_GROUPS.includes(group as NotificationGroup)) {
    throw new Error('The outbox row has no mail to send');
  }
  const secret = await unsubscribeSecret(db, config);
  return renderNotificationMail({
    origin: config.PUBLIC_ORIGIN,
    notice: { title, body: typeof body === 'string' ? body : '', link: typeof link === 'string' ? link : '/' },
    group: group as NotificationGroup,
    token: signUnsubscribeToken(secret, row.userId, group as NotificationGroup),
  });
}
