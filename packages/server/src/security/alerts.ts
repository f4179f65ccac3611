import type { Tx } from '../db/db.ts';
import { afterCommit } from '../db/db.ts';
import type { LocalizedText } from '../http/lists.ts';
import { sendInboxMessage } from '../messages/inbox.ts';
import type { OutgoingMessage } from '../messages/inbox.ts';
import { wakeOutboxes } from './mail.ts';

type Locale = keyof LocalizedText;

const FOOTER: LocalizedText = {
  jp: '―\nKabuto（シミュレーター）からの自動通知です。このメールに返信しないでください。当社がパスワードや認証コードをお尋ねすることはありません。',
  cn: '―\n这是 Kabuto（模拟器）自动发送的通知，请勿回复。我们绝不会向您索要密码或验证码。',
  us: '―\nAn automatic notice from Kabuto (simulator); please do not reply. We never ask for your password or codes.',
};

/** Writes one alert mail to the outbox, in the caller's transaction; it is sent once the transaction commits. */
export async function queueMail(
  tx: Tx,
  mail: { userId: bigint; to: string; locale: Locale; message: OutgoingMessage; now: Date },
): Promise<void> {
  const { locale, message } = mail;
  await tx.query(
    `INSERT INTO email_outbox (user_id, to_address, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [
      mail.userId,
      mail.to,
      `[Kabuto] ${message.title[locale]}`,
      `${message.body[locale]}\n\n${FOOTER[locale]}`,
      mail.now,
    ],
  );
  afterCommit(tx, wakeOutboxes);
}

/**
 * A security alert: the inbox message, and the same text by email (in the user's language) when the user set a
 * notification email — all in the caller's transaction, so an alert is sent exactly when what it tells happened.
 * `alsoTo` adds an address (the old one, when the notification email changes).
 */
export async function sendAlert(
  tx: Tx,
  userId: bigint,
  message: OutgoingMessage,
  now: Date,
  options: { alsoTo?: string | null } = {},
): Promise<void> {
  await sendInboxMessage(tx, userId, message, now);
  const [user] = await tx.query<{ notification_email: string | null; language: Locale }>(
    'SELECT notification_email, language FROM users WHERE id = $1',
    [userId],
  );
  if (!user) return;
  const addresses = new Set([user.notification_email, options.alsoTo ?? null].filter((a): a is string => !!a));
  for (const to of addresses) await queueMail(tx, { userId, to, locale: user.language, message, now });
}
