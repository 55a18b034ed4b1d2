# The production server in a container: the README's two commands' result, `npm install`,
# `npm run build`, then `npm start`'s server (docs/operations.md, "Docker"). Written with care but not
# built by the test suite: the machines that run it have no Docker.
#
#   docker build -t school-site .
#   docker run -d -p 127.0.0.1:3000:3000 -v school-data:/data \
#     -e PUBLIC_URL=https://school.example.org -e TRUST_PROXY=1 school-site
#
# Debian (glibc), as sharp's prebuilt libvips and the Node the project pins expect.
FROM node:24-bookworm-slim

WORKDIR /app

# Dependencies first, so that a change to the sources does not install them again. Development
# dependencies are kept: `npm run build` needs them, and `npm start` rebuilds a stale build.
# `npm install`, not `npm ci`: the lockfile is written on one platform and leaves out the optional
# native packages of others, which `npm ci` refuses; `npm install` fills them in for this one.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

COPY . .
RUN npm run build \
  && groupadd --system school \
  && useradd --system --gid school --home-dir /data --no-create-home school \
  && mkdir -p /data \
  && chown school:school /data

# The database (SQLite), uploads and the generated auth secret live in DATA_DIR: keep it on a volume.
# With DATABASE_URL and STORAGE_DRIVER=s3 it holds only the secret (set AUTH_SECRET instead).
ENV HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 3000

USER school

# /healthz answers 200 when the database answers and DATA_DIR, uploads and database take a write.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# What `npm start` runs, started directly so that SIGTERM reaches the server's graceful shutdown
# (npm would stand between them): the project's pinned Node with scripts/start.ts.
CMD ["node_modules/.bin/node", "scripts/start.ts"]
