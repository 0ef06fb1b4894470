#!/usr/bin/env bash
# Builds the production image from ../Dockerfile with Podman and starts it against a PostgreSQL, then checks
# what the image promises: it applies the migrations and answers /readyz, serves the pre-rendered site, and
# its server process is not root. For a machine without a Docker engine (Podman and Buildah are Debian
# packages: `apt-get install podman buildah`; debootstrap too for OFFLINE_BASE).
#
#   DATABASE_URL=postgres://user:password@127.0.0.1:5432/db deploy/check-image.sh
#
# DATABASE_URL: a PostgreSQL on this host (the container shares the host's network). It is migrated.
# NODE_IMAGE:   the base the Dockerfile builds on (node:20-bookworm-slim, from a registry).
# OFFLINE_BASE=1: no registry reachable: builds a local base instead (Debian bookworm by debootstrap from the
#   Debian mirror apt uses, this machine's Node 20 and npm, a `node` user with uid 1000 as in the official
#   image, and this machine's extra CA certificates for an intercepting proxy) and builds on it.
# PORT: where the checked server listens on this host (3977).
#
# The container is started with `podman run` (read-only root, no capabilities), with runc and the host's own
# resource limits where the default runtime refuses this machine (deploy/lib/images.sh); where no runtime can
# start one, with Buildah's chroot isolation instead: the same image, user, environment and entrypoint, without
# the kernel's isolation. A check of the image, not a way to run it.
set -euo pipefail

cd "$(dirname "$0")/.."
: "${DATABASE_URL:?set DATABASE_URL to a PostgreSQL this host reaches (it is migrated)}"
PORT="${PORT:-3977}"
TAG=localhost/vn-gaming:check
work="$(mktemp -d)"
container=""
cleanup() {
  if [ -n "$container" ]; then
    podman rm -f "$container" >/dev/null 2>&1 || buildah rm "$container" >/dev/null 2>&1 || true
  fi
  [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

. deploy/lib/images.sh
build_app_image "$TAG"

# The secret as a file, as Compose mounts it (the entrypoint turns DATABASE_URL_FILE into DATABASE_URL).
mkdir -p "$work/secrets"
printf '%s\n' "$DATABASE_URL" >"$work/secrets/database_url"
chmod 0755 "$work" "$work/secrets" && chmod 0644 "$work/secrets/database_url"
env_args=(-e DATABASE_URL_FILE=/run/secrets/database_url -e HOST=127.0.0.1 -e PORT="$PORT" -e LOG_LEVEL=warn)
runtime_ok=1
choose_container_runtime "$TAG" || runtime_ok=0
if [ "$runtime_ok" = 1 ] && container=$(podman run -d --network host --read-only --tmpfs /tmp --tmpfs /app/data --cap-drop ALL \
  --security-opt no-new-privileges -v "$work/secrets:/run/secrets:ro" "${env_args[@]}" "$TAG" 2>"$work/run.err"); then
  how="podman run (read-only, no capabilities)"
else
  container=$(buildah from "$TAG")
  buildah run --isolation chroot --user node -v "$work/secrets:/run/secrets:ro" "${env_args[@]}" "$container" -- \
    /usr/local/bin/docker-entrypoint.sh node apps/server/dist/main.js >"$work/server.log" 2>&1 &
  server_pid=$!
  how="buildah chroot isolation (podman run: $(cat "$work/run.err" "$work/runtime.err" 2>/dev/null | grep -v level= | tail -1))"
fi
echo "Started with $how"

for _ in $(seq 1 90); do
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/readyz" || true)
  [ "$code" = "200" ] && break
  # A server that stopped (a refused password, an unreachable database) will not become ready.
  if [ -n "${server_pid:-}" ] && ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  sleep 1
done
if [ "$code" != "200" ]; then
  echo "FAILED: /readyz answered ${code:-nothing} (the server's output follows)"
  cat "$work/server.log" 2>/dev/null || podman logs "$container" 2>&1 | tail -30
  exit 1
fi
home=$(curl -s "http://127.0.0.1:$PORT/")
grep -q 'data-prerendered' <<<"$home" || { echo "FAILED: / is not the pre-rendered home page"; exit 1; }
user=$(ps -o user= -o args= -u 1000 | grep -c 'apps/server/dist/main.js' || true)
[ "$user" -ge 1 ] || { echo "FAILED: no server process runs as uid 1000 (node)"; exit 1; }
echo "OK: migrated and ready (/readyz 200), the pre-rendered home page served, the server runs as uid 1000"
if [ -z "${server_pid:-}" ]; then
  # Under a container runtime: what the kernel enforces, and the image's own health check.
  check_app_container_hardening "$container" || exit 1
  podman healthcheck run "$container" >/dev/null || { echo "FAILED: the image's HEALTHCHECK fails"; exit 1; }
  echo "OK: read-only root file system, no capabilities, the image's health check passes"
fi
