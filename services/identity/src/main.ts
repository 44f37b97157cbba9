import { fileURLToPath } from 'node:url';
import {
  ActorSigner,
  ActorVerifier,
  ConfigError,
  EnvelopeCrypto,
  type JWK,
  loadConfig,
  Service,
} from '@oslonac/kit';
import { MailSender } from '@oslonac/kit/mail';
import { IdentityServiceService } from '@oslonac/proto/oslonac/identity/v1/identity';
import { createHandlers, policies } from './api';
import { systemClock } from './clock';
import { identityConfig, identitySettings } from './config';
import { startConsumers } from './consumers';
import { warmUpPasswords } from './domain/password-hash';
import { pruneOnce } from './flows/housekeeping';
import { addJwksRoute } from './http/routes';
import { startNoticeConsumers } from './notices/consumers';
import { pruneNotices } from './notices/housekeeping';
import { runReminderRound } from './notices/reminders';
import { createPrisma } from './store/db';
import { OutboxMailer } from './store/mail';

const migrationsDir = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

// Identity verifies actor tokens with its own key, so the key is read before the kit builds the service;
// the production rules (a real PUBLIC_URL, SMTP over TLS) are checked here too, so a bad setup never starts.
const { ACTOR_PRIVATE_JWK, settings } = (() => {
  try {
    const loaded = loadConfig(identityConfig);
    return { ACTOR_PRIVATE_JWK: loaded.ACTOR_PRIVATE_JWK, settings: identitySettings(loaded) };
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
})();
const signer = await ActorSigner.create(ACTOR_PRIVATE_JWK as JWK);
const [publicJwk] = signer.publicJwks().keys;
const verifier = await ActorVerifier.fromPublicJwk(publicJwk as JWK);

const service = await Service.create({ name: 'identity', config: identityConfig, migrationsDir, verifier });
const { config, log } = service;

const prisma = service.database(createPrisma);

const crypto = EnvelopeCrypto.fromBase64(config.DATA_MASTER_KEY);
// Mail leaves through the kit's sealed outbox: enqueued in each flow's transaction, sent from here over SMTP.
const mailSender = new MailSender({
  db: prisma,
  crypto,
  settings: settings.mail,
  messageIdHost: new URL(settings.publicUrl).hostname,
  log: log.child({ component: 'mail' }),
  clock: systemClock,
});
const deps = {
  prisma,
  clock: systemClock,
  mail: new OutboxMailer(crypto, systemClock, () => mailSender.wakeSoon()),
  signer,
  crypto,
  limits: { perIp: config.SIGNIN_LIMIT_PER_IP, perAccount: config.SIGNIN_LIMIT_PER_ACCOUNT },
  publicUrl: settings.publicUrl,
  log,
  erasureServices: config.ERASURE_SERVICES,
};

service.grpc.add(IdentityServiceService, createHandlers(deps), policies);
addJwksRoute(service.http, signer);
// Every 2 s, plus a wake-up right after each enqueue (OutboxMailer). Hooks run last-registered first, so at
// shutdown the loop's running round ends before the sender closes its transport.
service.onShutdown(() => mailSender.close());
service.every('mail', 2_000, () => mailSender.runOnce());

service.every('housekeeping', 10 * 60_000, () => pruneOnce(prisma, systemClock()));

// GDPR erasure: identity's own erasure consumer and the progress reports of every service in ERASURE_SERVICES.
const consumers = await startConsumers({
  bus: service.bus,
  prisma,
  log,
  clock: systemClock,
  erasureServices: config.ERASURE_SERVICES,
});
service.onShutdown(() => consumers.stop());

// Notices: other services' facts turned into mail (src/notices), and the session reminders they schedule.
const noticeDeps = { ...deps, wake: () => mailSender.wakeSoon() };
const noticeConsumers = await startNoticeConsumers({ bus: service.bus, deps: noticeDeps });
service.onShutdown(() => noticeConsumers.stop());
service.every('reminders', 30_000, () => runReminderRound(noticeDeps));
service.every('notices-housekeeping', 60 * 60_000, () => pruneNotices(noticeDeps));

await warmUpPasswords();
await service.start();
