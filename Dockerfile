# syntax=docker/dockerfile:1
# Production image: build with the full toolchain, run with production dependencies only.
#   docker build -t storefront .
#   docker run --init -p 3000:3000 -e SESSION_SECRET="$(openssl rand -hex 32)" storefront
# Every provider variable of the README's configuration table can be passed with -e; with none,
# each port runs its embedded adapter over the demo data shipped in the image.
ARG NODE_IMAGE=node:24-slim

# ---- all dependencies, for the build ------------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# ---- server bundle and hashed client assets into dist/ -----------------------------------------
FROM deps AS build
COPY . .
RUN npm run build

# ---- production dependencies only (the server bundle keeps npm packages external) --------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime ------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/var
WORKDIR /app
# package.json carries "type": "module", which dist/server/main.js needs to load as ESM.
COPY --chown=node:node package.json ./
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
# Embedded content export (Sanity NDJSON format) read at start when no Sanity project is set.
COPY --chown=node:node data ./data
RUN mkdir -p /app/var && chown node:node /app/var
USER node
EXPOSE 3000
# slim images have no curl: ask /healthz with node's own fetch.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
