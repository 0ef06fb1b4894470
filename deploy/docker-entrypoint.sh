#!/bin/sh
# Secrets as files (Docker/Compose secrets, Kubernetes volumes): for every VAR_FILE=/path in the
# environment, VAR is set to the file's content (trailing newline dropped) and VAR_FILE removed, so the
# server, which reads only plain variables, gets DATABASE_URL from DATABASE_URL_FILE and so on.
set -eu
for name in $(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)_FILE=.*/\1/p'); do
  file=$(printenv "${name}_FILE")
  if [ ! -r "$file" ]; then
    echo "Cannot start: ${name}_FILE names $file, which cannot be read." >&2
    exit 1
  fi
  if [ -n "$(printenv "$name" || true)" ]; then
    echo "Cannot start: both $name and ${name}_FILE are set; keep one." >&2
    exit 1
  fi
  value=$(cat "$file")
  export "$name=$value"
  unset "${name}_FILE"
done
exec "$@"
