#!/usr/bin/env bash
# Restore drill: proves that a backup made with PostgreSQL's own tools restores into a working database.
#
#   scripts/restore-drill.sh [--keep] [SOURCE_URL]
#
# 1. pg_dump (custom format) of SOURCE_URL (default: $DATABASE_URL), taken on an exported snapshot;
# 2. every table's row count read on that same snapshot (so live traffic during the drill does not matter);
# 3. a fresh database (DRILL_DB, default restore_drill_<time>) created on DRILL_ADMIN_URL's server
#    (default: the source's server) and the dump restored into it with pg_restore --exit-on-error;
# 4. the restored row counts compared with the snapshot's, then the ledger check (npm run ledger:verify,
#    when run from a checkout with its node_modules) run against the restored database;
# 5. the restored database dropped (unless --keep) and the dump removed (unless BACKUP_FILE names it).
#
# Environment: PG_BIN = directory of pg_dump, pg_restore and psql (default: PATH); they must be of the
# server's major version or newer. BACKUP_FILE = where to keep the dump. LEDGER_VERIFY=0 skips step 4's
# ledger check. Exits 0 when the restore is whole, 1 when any check fails, 2 on a usage/tool problem.
set -euo pipefail

keep=0
if [[ "${1:-}" == "--keep" ]]; then
  keep=1
  shift
fi
src="${1:-${DATABASE_URL:-}}"
if [[ -z "$src" ]]; then
  echo "usage: scripts/restore-drill.sh [--keep] SOURCE_URL   (or set DATABASE_URL)" >&2
  exit 2
fi
bin="${PG_BIN:+${PG_BIN%/}/}"
for tool in pg_dump pg_restore psql; do
  if ! command -v "${bin}${tool}" >/dev/null; then
    echo "restore drill: ${bin}${tool} not found (install the PostgreSQL client tools or set PG_BIN)" >&2
    exit 2
  fi
done
root="$(cd "$(dirname "$0")/.." && pwd)"
psql_() { "${bin}psql" -X -q -A -t -v ON_ERROR_STOP=1 "$@"; }

# Database URLs differ only in their path: the same server, another database.
with_db() { node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$1" "$2" 2>/dev/null ||
  python3 -c 'import sys,urllib.parse as p; u=p.urlsplit(sys.argv[1]); print(p.urlunsplit(u._replace(path="/"+sys.argv[2])))' "$1" "$2"; }

server_major=$(psql_ -d "$src" -c "SELECT current_setting('server_version_num')::int / 10000")
dump_major=$("${bin}pg_dump" --version | sed -E 's/.* ([0-9]+)(\.[0-9]+)?.*/\1/')
if ((dump_major < server_major)); then
  echo "restore drill: pg_dump $dump_major cannot dump a PostgreSQL $server_major server; set PG_BIN to version $server_major tools" >&2
  exit 2
fi

drill_db="${DRILL_DB:-restore_drill_$(date -u +%Y%m%d%H%M%S)}"
if [[ ! "$drill_db" =~ ^[a-z_][a-z0-9_]*$ ]]; then
  echo "restore drill: DRILL_DB must be a plain lower-case name" >&2
  exit 2
fi
admin_url="${DRILL_ADMIN_URL:-$src}"
target=$(with_db "$admin_url" "$drill_db")
work=$(mktemp -d)
dump="${BACKUP_FILE:-$work/backup.dump}"
created=0
cleanup() {
  if ((created && !keep)); then psql_ -d "$admin_url" -c "DROP DATABASE IF EXISTS \"$drill_db\" WITH (FORCE)" || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# Row counts of every user table, as one query (run on the snapshot and on the restored database).
counts_sql="SELECT coalesce(string_agg(format('SELECT %L AS t, count(*) AS n FROM %I.%I', schemaname || '.' || relname, schemaname, relname), ' UNION ALL ' ORDER BY schemaname, relname), 'SELECT NULL, NULL WHERE false') FROM pg_stat_user_tables"
count_query=$(psql_ -d "$src" -c "$counts_sql")

# One session holds a snapshot open: pg_dump dumps it and the counts are read in it.
started=$(date +%s)
coproc SNAP { "${bin}psql" -X -q -A -t -v ON_ERROR_STOP=1 -d "$src" 2>&1; }
echo "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SELECT pg_export_snapshot();" >&"${SNAP[1]}"
read -r -t 30 snapshot <&"${SNAP[0]}"
"${bin}pg_dump" --format=custom --snapshot="$snapshot" --file="$dump" "$src"
echo "COPY ($count_query ORDER BY 1) TO STDOUT; SELECT '--end--';" >&"${SNAP[1]}"
: >"$work/source.counts"
while read -r -t 300 line <&"${SNAP[0]}"; do
  [[ "$line" == "--end--" ]] && break
  echo "$line" >>"$work/source.counts"
done
echo "COMMIT;" >&"${SNAP[1]}"
exec {SNAP[1]}>&-
wait "${SNAP_PID:-}" 2>/dev/null || true
size=$(du -h "$dump" | cut -f1)
echo "dump: $dump ($size, $(($(date +%s) - started)) s, snapshot $snapshot)"

started=$(date +%s)
psql_ -d "$admin_url" -c "CREATE DATABASE \"$drill_db\""
created=1
"${bin}pg_restore" --exit-on-error --no-owner --no-privileges --jobs=2 --dbname="$target" "$dump"
echo "restore: into $drill_db ($(($(date +%s) - started)) s)"

psql_ -d "$target" -c "COPY ($count_query ORDER BY 1) TO STDOUT" >"$work/restored.counts"
tables=$(wc -l <"$work/source.counts")
rows=$(awk -F'\t' '{ n += $2 } END { print n + 0 }' "$work/source.counts")
failed=0
if diff -u "$work/source.counts" "$work/restored.counts" >"$work/counts.diff"; then
  echo "row counts: $tables tables, $rows rows, all equal"
else
  echo "row counts DIFFER (snapshot vs restored):"
  cat "$work/counts.diff"
  failed=1
fi

if [[ "${LEDGER_VERIFY:-1}" != "0" && -x "$root/node_modules/.bin/tsx" ]]; then
  if DATABASE_URL="$target" "$root/node_modules/.bin/tsx" "$root/apps/server/src/cli/ledger-verify.ts"; then
    echo "ledger: every invariant holds on the restored database"
  else
    echo "ledger: the check FAILED on the restored database"
    failed=1
  fi
else
  echo "ledger: not checked (run from a checkout with node_modules, or LEDGER_VERIFY=0 was set)"
fi

if ((keep)); then echo "kept: $target"; fi
if ((failed)); then
  echo "RESTORE DRILL FAILED"
  exit 1
fi
echo "RESTORE DRILL OK"
