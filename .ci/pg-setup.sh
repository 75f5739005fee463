#!/bin/sh
# Starts the PostgreSQL 15 cluster and creates the app role and database, idempotently.
# Then: TEST_DATABASE_URL=postgres://app:app@127.0.0.1:5432/app npx vitest run --project server-pg
set -eu
pg_ctlcluster 15 main status >/dev/null 2>&1 || pg_ctlcluster 15 main start
for _ in 1 2 3 4 5 6 7 8 9 10; do
  su postgres -c "pg_isready -q -h 127.0.0.1" && break
  sleep 1
done
su postgres -c "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname='app'\"" | grep -q 1 ||
  su postgres -c "psql -qc \"CREATE ROLE app LOGIN PASSWORD 'app'\""
su postgres -c "psql -tAc \"SELECT 1 FROM pg_database WHERE datname='app'\"" | grep -q 1 ||
  su postgres -c "psql -qc 'CREATE DATABASE app OWNER app'"
echo "PostgreSQL ready: postgres://app:app@127.0.0.1:5432/app"
