// @oslonac/kit: the shared runtime of every Oslonac service. See README.md for the contract.
export {
  ACTOR_AUDIENCE,
  ACTOR_CLOCK_SKEW_SECONDS,
  ACTOR_DEFAULT_TTL_SECONDS,
  ACTOR_ISSUER,
  ACTOR_MAX_LIFETIME_SECONDS,
  type Actor,
  ActorSigner,
  ActorVerifier,
  type ActorVerifierOptions,
  type Clock,
  generateActorKeyPair,
  isRole,
  type JWK,
  ROLES,
  type Role,
  STAFF_ROLES,
} from './auth/actor';
export {
  type BaseConfig,
  type BaseConfigShape,
  baseConfigShape,
  type Config,
  loadConfig,
  masterKeySetting,
  natsAuthOf,
  portSetting,
} from './config';
export {
  type CiphertextHeader,
  cryptoSql,
  cryptoSqlPath,
  DataErasedError,
  EnvelopeCrypto,
  generateMasterKey,
  type MasterKey,
  parseMasterKey,
  readHeader,
  shredOwnerKeys,
} from './crypto/envelope';
export { isConflict, isUniqueViolation } from './db/errors';
export { MigrationError, type MigrationFile, migrate, readMigrations } from './db/migrate';
export { runMigrateCli } from './db/migrate-cli';
export {
  type PrismaClientLike,
  type PrismaStore,
  pgAdapter,
  prismaStore,
  type SqlPool,
  sqlOf,
  TRANSACTION_OPTIONS,
  type TransactionOptions,
} from './db/prisma';
export { runSeedCli, type SeedCliOptions, type SeedRun } from './db/seed-cli';
export { ConfigError, DomainError, type ErrorKind, isDomainError } from './errors';
export {
  Bus,
  type BusOptions,
  DUPLICATE_WINDOW_MS,
  type JetStreamClient,
  type JetStreamManager,
  type NatsAuth,
  type NatsConnection,
  streamName,
} from './events/bus';
export { type ConsumersStart, consumerGroup, type EventType } from './events/consumer-group';
export {
  enqueueEvent,
  type OutboxEvent,
  type OutboxRow,
  onOutboxWrite,
  outboxRow,
  outboxSchemaSql,
  outboxSql,
  outboxSqlPath,
} from './events/outbox';
export { type EventSpec, eventSpec, type MessageEncoder, publishers } from './events/publishers';
export { OutboxRelay, type OutboxRelayOptions } from './events/relay';
export { type ConsumeOptions, consume } from './events/subscriber';
export { pgTransactions, pgTx, savepoint, type TransactionRunner, type Tx } from './events/tx';
export {
  createClient,
  DEFAULT_DEADLINE_MS,
  DEFAULT_RETRIES,
  ERROR_CODE_KEY,
  ERROR_META_KEY,
  errorCodeOf,
  type GrpcErrorInfo,
  statusOfKind,
  type UnaryMethod,
  type UnaryOptions,
  unary,
} from './grpc/client';
export { bearerToken, metadataGetter, metadataSetter } from './grpc/metadata';
export {
  type CallContext,
  GrpcServer,
  type GrpcServerOptions,
  type Handlers,
  type MethodDefinitionLike,
  type MethodPolicy,
  type Policies,
  type RequestOf,
  type ResponseOf,
  type ServiceDefinitionLike,
  secondFactorRequired,
} from './grpc/server';
export { createHttpApp, type HttpAppOptions } from './http';
export { createLogger, type ErrorSummary, errorSummary, type Logger } from './log';
export { Metrics } from './metrics';
export {
  ERASURE_REQUESTED_SUBJECT,
  ERASURE_REQUESTED_TYPE,
  type EraseFn,
  type ErasureConsumerOptions,
  type ErasureContext,
  type ErasureResult,
  erasureDurable,
  startErasureConsumer,
  USER_ERASED_TYPE,
  userErasedSubject,
} from './privacy/erasure';
export {
  hitCounter,
  pruneCounters,
  rateLimitsSql,
  rateLimitsSqlPath,
  refundCounter,
} from './rate-limit/counters';
export { isOverLimit, retryAfterSeconds, windowStart } from './rate-limit/window';
export { Service, type ServiceOptions } from './service';
export { initTelemetry, type Telemetry, type TelemetryOptions } from './telemetry';
export {
  fromProtoEnum,
  parseRequest,
  protoEnum,
  type RequestErrors,
  type RequestHelpers,
  requestHelpers,
} from './validation';
