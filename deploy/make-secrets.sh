#!/bin/sh
# Creates deploy/secrets/ with random secrets for compose.yaml (once; existing files are kept).
# The directory is 0700 (nobody else on the host can enter it); the files are 0644 because Compose
# bind-mounts them into the containers as they are, and the app runs as the unprivileged `node` user.
# It is in .gitignore and .dockerignore: never commit it.
set -eu
cd "$(dirname "$0")"
mkdir -p secrets
chmod 700 secrets
umask 022
rand() { head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n'; }
[ -s secrets/db_password ] || rand > secrets/db_password
[ -s secrets/metrics_token ] || rand > secrets/metrics_token
[ -s secrets/database_url ] || printf 'postgres://app:%s@db:5432/app' "$(cat secrets/db_password)" > secrets/database_url
echo "secrets in $(pwd)/secrets: db_password, database_url, metrics_token"
