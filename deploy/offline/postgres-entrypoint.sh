#!/bin/sh
# Entrypoint of the offline stand-in for postgres:18-bookworm (deploy/check-compose.sh): the parts of the
# official image's entrypoint that compose.yaml relies on. On an empty PGDATA it creates the cluster with
# POSTGRES_USER, the password from POSTGRES_PASSWORD_FILE (scram-sha-256 over the network) and POSTGRES_DB,
# then runs the command (postgres …) as the postgres user.
set -eu
: "${PGDATA:=/var/lib/postgresql/18/docker}"
export PGDATA
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
  chmod 0700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  cat "${POSTGRES_PASSWORD_FILE:?POSTGRES_PASSWORD_FILE is not set}" >"$pwfile"
  initdb -D "$PGDATA" -U "${POSTGRES_USER:-postgres}" --pwfile="$pwfile" --auth-local=trust \
    --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  printf "listen_addresses = '*'\nunix_socket_directories = '/var/run/postgresql'\n" >>"$PGDATA/postgresql.conf"
  if [ -n "${POSTGRES_DB:-}" ] && [ "$POSTGRES_DB" != postgres ]; then
    echo "CREATE DATABASE \"$POSTGRES_DB\" OWNER \"${POSTGRES_USER:-postgres}\"" |
      postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "initialised $PGDATA"
fi
exec "$@"
