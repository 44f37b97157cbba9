-- Envelope encryption keys (src/crypto/envelope.ts). Every service that encrypts personal data at rest has this
-- table in its own schema (same model in its schema.prisma); copy this file into the service's migration.
-- One row per owner and key version: the data key wrapped (AES-256-GCM) by the master key named by
-- master_key_id. Deleting an owner's rows makes everything encrypted for them unreadable (crypto-erasure).
CREATE TABLE IF NOT EXISTS "data_keys" (
  "id"            UUID NOT NULL,
  "owner_id"      TEXT NOT NULL,
  "version"       INTEGER NOT NULL,
  "master_key_id" TEXT NOT NULL,
  "wrapped_key"   BYTEA NOT NULL,
  "created_at"    TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "data_keys_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX IF NOT EXISTS "data_keys_owner_id_version_key" ON "data_keys"("owner_id", "version");
