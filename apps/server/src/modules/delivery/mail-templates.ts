import { NOTIFICATION_GROUP_LABELS, type NotificationGroup } from '@app/shared/delivery/delivery.constants';
import {
  escapeHtml,
  htmlButton,
  htmlDocument,
  MAIL_SIGNATURE,
  pageLink,
  type RenderedMail,
  subjectLine,
  unsubscribeParts,
} from './mail-layout.ts';

export interface MailNotice {
  title: string;
  body: string;
  link: string;
}

/** The mail with the link that confirms an address (issue 34 §3). */
export function renderVerificationMail(options: { origin: string; email: string; link: string }): RenderedMail {
  const subject = `Confirm your email address for ${MAIL_SIGNATURE}`;
  const text = [
    `Please confirm that ${options.email} is your address by opening this link within 24 hours:`,
    '',
    options.link,
    '',
    'If you did not ask for this, ignore this mail: nothing will be sent to this address.',
    '',
    `-- ${MAIL_SIGNATURE}, ${options.origin}`,
  ].join('\n');
  const html = htmlDocument({
    title: subject,
    content: [
      `<h1 style="font-size:20px">Confirm your email address</h1>`,
      `<p>Please confirm that <strong>${escapeHtml(options.email)}</strong> is your address. The link works once, for 24 hours.</p>`,
      htmlButton(options.link, 'Confirm this address'),
      `<p style="font-size:13px;color:#4b5563">Or open: ${escapeHtml(options.link)}</p>`,
    ].join('\n'),
    footer: escapeHtml('If you did not ask for this, ignore this mail: nothing will be sent to this address.'),
  });
  return { subject, text, html, headers: {} };
}

/** A mail for one notification, sent at once (the group's email is `instant`). */
export function renderNotificationMail(options: {
  origin: string;
  notice: MailNotice;
  group: NotificationGroup;
  token: string;
}): RenderedMail {
  const { origin, notice } = options;
  const link = pageLink(origin, notice.link);
  const footer = unsubscribeParts({
    origin,
    token: options.token,
    reason: `You get this because email for ${NOTIFICATION_GROUP_LABELS[options.group]} is on in your account settings.`,
  });
  const text = [notice.title, '', ...(notice.body ? [notice.body, ''] : []), `Open it: ${link}`, '', footer.textFooter];
  const html = htmlDocument({
    title: notice.title,
    content: [
      `<h1 style="font-size:18px">${escapeHtml(notice.title)}</h1>`,
      notice.body ? `<p style="white-space:pre-wrap">${escapeHtml(notice.body)}</p>` : '',
      htmlButton(link, 'Open it'),
    ].join('\n'),
    footer: footer.htmlFooter,
  });
  return { subject: subjectLine(notice.title), text: text.join('\n'), html, headers: footer.headers };
}

/** The daily digest: what is unread in the member's digest groups, newest first. */
export function renderDigestMail(options: {
  origin: string;
  notices: MailNotice[];
  hasMore: boolean;
  groups: NotificationGroup[];
  token: string;
}): RenderedMail {
  const { origin, notices } = options;
  const labels = options.groups.map((group) => NOTIFICATION_GROUP_LABELS[group]).join(', ');
  const footer = unsubscribeParts({
    origin,
    token: options.token,
    reason: `You get this because email for ${labels} is set to the daily digest in your account settings.`,
  });
  const subject = `${notices.length}${options.hasMore ? '+' : ''} unread on ${MAIL_SIGNATURE}`;
  const more = options.hasMore ? [`More are waiting: ${origin}/`] : [];
  const text = [
    'What you have not read yet:',
    '',
    ...notices.flatMap((notice) => [
      `- ${notice.title}`,
      ...(notice.body ? [`  ${notice.body}`] : []),
      `  ${pageLink(origin, notice.link)}`,
    ]),
    '',
    ...more,
    footer.textFooter,
  ];
  const items = notices.map(
    (notice) =>
      `<li style="margin-bottom:12px"><a href="${escapeHtml(pageLink(origin, notice.link))}">${escapeHtml(notice.title)}</a>${
        notice.body ? `<br><span style="color:#4b5563">${escapeHtml(notice.body)}</span>` : ''
      }</li>`,
  );
  const html = htmlDocument({
    title: subject,
    content: [
      '<h1 style="font-size:18px">What you have not read yet</h1>',
      `<ul style="padding-left:20px">${items.join('')}</ul>`,
      options.hasMore ? htmlButton(`${origin}/`, 'See everything') : '',
    ].join('\n'),
    footer: footer.htmlFooter,
  });
  return { subject, text: text.join('\n'), html, headers: footer.headers };
}
