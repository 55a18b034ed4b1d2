#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for tests: `start` prints the connection URL, `stop DIR` removes it.
# PostgreSQL refuses to run as root, so the cluster runs as the postgres system user.
set -euo pipefail

pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  done
  return 1
}

case "${1:-}" in
  start)
    bin=$(pg_bin) || { echo "PostgreSQL is not installed (Debian package: postgresql)." >&2; exit 1; }
    dir=$(mktemp -d /tmp/school-pg-XXXXXX)
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()' 2>/dev/null || echo $((20000 + RANDOM % 20000)))
    runas=()
    if [ "$(id -u)" = "0" ]; then
      chown postgres "$dir"
      runas=(runuser -u postgres --)
    fi
    "${runas[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >"$dir/initdb.log" 2>&1
    "${runas[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
    echo "$dir $port postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir="${2:?usage: postgres-cluster.sh stop DIR}"
    bin=$(pg_bin) || exit 0
    runas=()
    [ "$(id -u)" = "0" ] && runas=(runuser -u postgres --)
    "${runas[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: postgres-cluster.sh start | stop DIR" >&2
    exit 2
    ;;
esac
