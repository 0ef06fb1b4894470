# Shared by deploy/check-image.sh and deploy/check-compose.sh (sourced, not run): builds the production image
# with Podman, on the official Node base or, with OFFLINE_BASE=1, on a base built here.
# Expects: the repository root as the working directory, `work` (a scratch directory), `set -euo pipefail`.

# The Node base the Dockerfile builds on: node:20-bookworm-slim from a registry, or with OFFLINE_BASE=1 a local
# one, made once: Debian bookworm by debootstrap from the Debian mirror apt uses, this machine's Node 20 and npm,
# a `node` user with uid 1000 as in the official image, and this machine's extra CA certificates (for an
# intercepting proxy). Prints its name.
node_base_image() {
  if [ "${OFFLINE_BASE:-}" != "1" ]; then
    echo "${NODE_IMAGE:-node:20-bookworm-slim}"
    return
  fi
  local image=localhost/node20-bookworm-local
  if ! podman image exists "$image"; then
    echo "Building the local base $image (debootstrap, this machine's Node $(node -v))" >&2
    local root="$work/rootfs" npm_dir
    debootstrap --variant=minbase --include=ca-certificates bookworm "$root" http://deb.debian.org/debian >"$work/debootstrap.log"
    npm_dir="$(dirname "$(readlink -f "$(command -v npm)")")/.."
    install -m 0755 "$(readlink -f "$(command -v node)")" "$root/usr/local/bin/node"
    mkdir -p "$root/usr/local/lib/node_modules"
    cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
    ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
    ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
    cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/" 2>/dev/null || true
    chroot "$root" /bin/sh -c 'update-ca-certificates >/dev/null && groupadd --gid 1000 node &&
      useradd --uid 1000 --gid node --shell /bin/bash --create-home node && node -v >/dev/null && npm -v >/dev/null'
    rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
    tar -C "$root" -c . | podman import --quiet --change 'CMD ["node"]' \
      --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - "$image" >/dev/null
    rm -rf "$root"
  fi
  echo "$image"
}

# Builds the production image from ./Dockerfile as $1 (on node_base_image) and prints its size and user.
build_app_image() {
  local tag="$1" base
  base="$(node_base_image)"
  echo "Building $tag on $base"
  # Docker's format keeps the HEALTHCHECK (the OCI format has none); chroot isolation needs no OCI runtime.
  podman build --format docker --isolation chroot --network host --build-arg NODE_IMAGE="$base" -t "$tag" . \
    >"$work/build.log" 2>&1 || { tail -30 "$work/build.log"; return 1; }
  podman image inspect "$tag" --format 'image: {{.Size}} bytes, user {{.Config.User}}, entrypoint {{.Config.Entrypoint}}'
}

# Makes `podman run` (and podman-compose, which calls it) work in a sandbox whose OCI runtime cannot start a
# container as configured: crun refuses a host with cgroup v1 and v2 controllers mixed, and without
# CAP_SYS_RESOURCE no runtime may raise a resource limit to Podman's defaults (nofile 1048576). There, runc
# with the host's own limits does: written to a containers.conf of the run's own, named by CONTAINERS_CONF.
# Nothing changes where the defaults work. $1: an image to try (it only runs `true`). Prints what it chose.
choose_container_runtime() {
  local image="$1"
  if podman run --rm --network none "$image" true >/dev/null 2>"$work/runtime.err"; then
    echo "container runtime: Podman's default"
    return 0
  fi
  local nofile nproc
  nofile="$(ulimit -Hn)"
  nproc=4096
  [ "$nofile" = unlimited ] && nofile=65536
  cat >"$work/containers.conf" <<CONF
[containers]
default_ulimits = ["nofile=$nofile:$nofile", "nproc=$nproc:$nproc"]
[engine]
runtime = "runc"
CONF
  if command -v runc >/dev/null &&
    CONTAINERS_CONF="$work/containers.conf" podman run --rm --network none "$image" true >/dev/null 2>>"$work/runtime.err"; then
    export CONTAINERS_CONF="$work/containers.conf"
    echo "container runtime: runc with the host's limits (the default refused: $(grep -v level= "$work/runtime.err" | head -1))"
    return 0
  fi
  echo "no container runtime can start a container here: $(grep -v level= "$work/runtime.err" | tail -1)"
  return 1
}

# What the kernel enforces on a running app container ($1), as compose.yaml and check-image.sh start it: the
# server (PID 1) runs as uid 1000 (`node`), the root file system is read-only, no capability is held.
# Prints what is wrong and returns 1 on the first failure.
check_app_container_hardening() {
  local c="$1" caps
  [ "$(podman exec "$c" id -u)" = 1000 ] || { echo "FAILED: $c does not run as uid 1000 (node)"; return 1; }
  if podman exec "$c" sh -c 'touch /app/probe' 2>/dev/null; then
    echo "FAILED: $c's root file system is writable"
    return 1
  fi
  caps=$(podman exec "$c" sh -c "grep CapEff /proc/1/status | cut -f2")
  [ "$caps" = 0000000000000000 ] || { echo "FAILED: $c holds capabilities ($caps)"; return 1; }
}
