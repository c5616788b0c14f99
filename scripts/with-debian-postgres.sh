#!/usr/bin/env bash
# Runs the database integration suite against the machine's Debian PostgreSQL
# server (proving the DATABASE_URL path), in a throw-away cluster on a free port.
# Prints a notice and succeeds when no Debian PostgreSQL is installed.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "Notice: no Debian PostgreSQL server installed; skipping the DATABASE_URL integration run."
  exit 0
fi
dir=$(mktemp -d /tmp/toonbank-debian-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
cleanup() { as_pg "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1" -l "$dir/log" -w start >/dev/null
echo "Database integration suite on Debian PostgreSQL $("$bin/postgres" --version | awk '{print $3}') (port $port)"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run --project integration
