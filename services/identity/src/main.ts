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
import { IdentityServiceService } from '@oslonac/proto/oslonac/identity/v1/identity';
import { createHandlers, policies } from './api';
import { systemClock } from './clock';
import { identityConfig, identitySettings } from './config';
import { startConsumers } from './consumers';
import { warmUpPasswords } from './domain/password-hash';
import { pruneOnce } from './flows/housekeeping';
import { addDevMailboxRoute, addJwksRoute } from './http/routes';
import { createPrisma } from './store/db';
import { StoredMailer } from './store/mail';

const migrationsDir = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

// Identity verifies actor tokens with its own key, so the key is read before the kit builds the service;
// the production rules (no dev mailbox, a real PUBLIC_URL) are checked here too, so a bad setup never starts.
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

const mailer = new StoredMailer(systemClock, log.child({ component: 'mail' }), settings.devMailbox);
const deps = {
  prisma,
  clock: systemClock,
  mail: mailer,
  signer,
  crypto: EnvelopeCrypto.fromBase64(config.DATA_MASTER_KEY),
  limits: { perIp: config.SIGNIN_LIMIT_PER_IP, perAccount: config.SIGNIN_LIMIT_PER_ACCOUNT },
  publicUrl: settings.publicUrl,
  log,
  erasureServices: config.ERASURE_SERVICES,
};

service.grpc.add(IdentityServiceService, createHandlers(deps), policies);
addJwksRoute(service.http, signer);
if (settings.devMailbox) {
  addDevMailboxRoute(service.http, { db: prisma, mailer, log });
  log.warn(
    'DEV_MAILBOX=true: GET /dev/mail serves stored mail with live sign-in links; never enable in production',
  );
}

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

await warmUpPasswords();
await service.start();
