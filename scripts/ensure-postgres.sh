#!/usr/bin/env bash
# Sourced by .ci/run: exports TEST_DATABASE_URL for the PostgreSQL-backed integration tests.
# Uses the server on 127.0.0.1:5432 when one answers; otherwise starts a throwaway cluster of its own
# (installing Debian's postgresql when it is missing). Tests create and drop their own databases.
if [ -n "${TEST_DATABASE_URL:-}" ]; then return 0 2>/dev/null || exit 0; fi

pg_answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

if pg_answers 5432; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/postgres"
  return 0 2>/dev/null || exit 0
fi

echo "ensure-postgres: nothing answers on 127.0.0.1:5432; starting a temporary cluster" >&2
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
pgbin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
pgdir=$(mktemp -d /tmp/sextant-pg-XXXX)
chown -R postgres "$pgdir" 2>/dev/null || true
as_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
as_pg "'$pgbin/initdb' -D '$pgdir/data' -U postgres --auth=trust >/dev/null"
as_pg "'$pgbin/pg_ctl' -D '$pgdir/data' -o '-p 55432 -k $pgdir -c listen_addresses=127.0.0.1' -l '$pgdir/log' -w start >/dev/null"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:55432/postgres"
