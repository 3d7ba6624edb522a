# syntax=docker/dockerfile:1
# The portal's image (docs/operations.md). Node 26 is the Active LTS line (since 2026-10-28); the
# project itself also runs on Node >=20.19, which is what CI uses on its own machine.
ARG NODE_IMAGE=node:26-slim

# ---- build: every dependency, then the web app's static files --------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/web apps/web
RUN npm run build

# ---- run: run-time dependencies of the server only (no dev tools, no web libraries) ------------
FROM ${NODE_IMAGE} AS run
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    WEB_DIST=apps/web/dist
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The server's workspaces and the root's dependencies (tsx, the loader of the start command);
# scripts/runtime-deps.test.ts keeps every package the server imports among them.
RUN npm ci --omit=dev --no-audit --no-fund -w @portal/server -w @portal/contract --include-workspace-root \
    && npm cache clean --force
COPY tsconfig.base.json ./
COPY packages/contract/src packages/contract/src
COPY apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY apps/server/assets apps/server/assets
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database (when DATABASE_URL is unset) and uploaded files live under DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Ready = the process answers and its database does (plugins/health.ts); slim has no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1 and gets the SIGTERM of `docker stop`: main.ts closes gracefully on it.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
