# syntax=docker/dockerfile:1
# The edge as a container: build everything, then a slim runtime holding only the Node edge bundle,
# the built client and the edge's own four packages. Set UPSTREAM_URL to the operator API.
# The `sandbox` target is the demo operator API (compose.yaml); production never runs it.

# 1. Build: the client (Vite) and the server bundles. The sandbox's SQLite package ships prebuilt binaries.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# 2. The edge's packages only (hono, @hono/node-server, ioredis for RATE_LIMIT_REDIS_URL, multipasta
#    for uploads), at the versions package.json pins; no SQLite package, no client libraries.
FROM node:20-bookworm-slim AS edge-deps
WORKDIR /app
COPY package.json ./
RUN node -e "const fs=require('fs');const p=require('./package.json');const keep=['hono','@hono/node-server','ioredis','multipasta'];fs.writeFileSync('package.json',JSON.stringify({name:p.name,private:true,type:'module',dependencies:Object.fromEntries(keep.map((k)=>[k,p.dependencies[k]]))}))" \
 && npm install --omit=dev --no-audit --no-fund

# 3. Runtime: non-root, only what the edge needs.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787
WORKDIR /app
COPY --from=edge-deps /app/package.json /app/package.json
COPY --from=edge-deps /app/node_modules /app/node_modules
COPY --from=build /app/dist/edge/node.mjs /app/dist/edge/node.mjs
COPY --from=build /app/dist/client /app/dist/client
USER node
EXPOSE 8787
# Liveness; an orchestrator that routes by readiness should probe /readyz (it includes the upstream).
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/healthz').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/edge/node.mjs"]

# Demo only: the sandbox operator API on its own (compose.yaml), data in /data.
FROM build AS sandbox
ENV SANDBOX_HOST=0.0.0.0 SANDBOX_PORT=8788 SANDBOX_DB=/data/sandbox.db
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8788
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8788/sandbox/dev/health').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "edge/sandbox/main.ts"]
