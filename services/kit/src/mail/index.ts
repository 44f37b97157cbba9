// @oslonac/kit/mail: e-mail that really leaves. A service enqueues sealed mail in its own transaction
// (enqueueMail) and runs one MailSender loop that delivers it over SMTP with retries and a dead letter.
export { isDead, MAX_MAIL_ATTEMPTS, retryDelayMs } from './backoff';
export {
  DEVELOPMENT_SMTP_URL,
  type MailSettings,
  mailConfigShape,
  mailSettings,
  type SmtpSettings,
} from './config';
export { htmlFromText } from './html';
export {
  dropMailTo,
  enqueueMail,
  MAIL_KEY_OWNER,
  mailSql,
  mailSqlPath,
  type OutgoingMail,
  openMail,
  pruneMailLog,
  recipientHash,
  resendMail,
  type SealedMail,
} from './outbox';
export {
  MailSender,
  type MailSenderOptions,
  type MailTransport,
  type SendRound,
  smtpTransport,
} from './sender';
