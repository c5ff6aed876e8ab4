# syntax=docker/dockerfile:1
# The Vitrina app (Remix, the /api/* contract and the task runner) for any Node
# host; the public pages are served by the Cloudflare Worker (npm run
# deploy:worker). Step by step: docs/deploy.md.
#   docker build -t vitrina .
#   docker run --init -p 3000:3000 -v vitrina-data:/data --env-file vitrina.env vitrina
# Linted by reading Hadolint's rules (no Docker on the machine it was written on).

FROM node:22-slim AS deps
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary fits this Node.
# Debian moves these packages with its security updates, so they are not
# pinned (DL3008); they stay in the build stages, never in the image.
# hadolint ignore=DL3008
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci

FROM deps AS builder
COPY . .
RUN npm run build

FROM node:22-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The start script runs TypeScript through tsx (a dev dependency), so the
# whole node_modules comes along, with the built app and worker in build/.
COPY --from=builder --chown=1000:1000 /app ./
RUN mkdir -p /data && chown 1000:1000 /data
# `node` (uid 1000) of the base image: never root.
USER 1000:1000
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The production start without building again (`npm start` builds first).
CMD ["node", "--import", "tsx", "scripts/start.ts"]
