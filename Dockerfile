# syntax=docker/dockerfile:1
# The production image: the built output and the runtime dependencies only, run as the
# unprivileged `node` user. Build and run:
#   docker build -t promo-pages .
#   docker run --rm -p 3000:3000 -e UPSTREAM_URL=… -e UPSTREAM_USER=… -e UPSTREAM_PASSWORD=… promo-pages
# tests/deploy/image-final-stage.test.ts replays this file's final stage without Docker.

FROM node:20-bookworm-slim AS build
# The link-preview pictures are drawn with DejaVu Sans at build time (scripts/build/preview-images.mjs).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
# /metrics on its own port, never on the public one: publish 3000 only, and
# let the scraper reach 9091 inside the cluster (deploy/kubernetes/service.yaml); the probes
# on 9092, answered whatever floods the public port (docs/configuration.md: HEALTH_PORT).
# Two malloc arenas instead of one per libuv thread: image transforms (sharp) on the
# threadpool otherwise leave hundreds of MB in arenas glibc never gives back
# (docs/decisions/040-personal-work-budget.md).
ENV NODE_ENV=production METRICS_PORT=9091 HEALTH_PORT=9092 MALLOC_ARENA_MAX=2
# git reads the content checkout's history when a process starts on a broken file: its last
# good version serves (server/content/git-last-good.ts).
RUN apt-get update && apt-get install -y --no-install-recommends git && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# The npm cache stays in the build cache, out of the image's layers.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/dist ./dist
COPY --from=build /app/content ./content
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.HEALTH_PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/index.js"]
