#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for tests: `start` prints the connection URL, `stop DIR` removes it.
# PostgreSQL refuses to run as root, so the cluster runs as the postgres system user.
# For outage tests: `halt DIR` stops the server and keeps its data, `resume DIR` starts it again on
# the same port; `freeze DIR` stops every process of the cluster (SIGSTOP), `thaw DIR` lets them go on.
set -euo pipefail

pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  done
  return 1
}

server_options() {
  echo "-p $2 -k $1 -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
}

as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
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
    echo "$port" >"$dir/port"
    "${runas[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$(server_options "$dir" "$port")" start >/dev/null
    echo "$dir $port postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  halt)
    dir="${2:?usage: postgres-cluster.sh halt DIR}"
    bin=$(pg_bin)
    as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  resume)
    dir="${2:?usage: postgres-cluster.sh resume DIR}"
    bin=$(pg_bin)
    as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$(server_options "$dir" "$(cat "$dir/port")")" start >/dev/null
    ;;
  freeze | thaw)
    dir="${2:?usage: postgres-cluster.sh freeze|thaw DIR}"
    postmaster=$(head -n 1 "$dir/data/postmaster.pid")
    signal=STOP
    [ "$1" = thaw ] && signal=CONT
    # The server and its children (backends, checkpointer, WAL writer...), by process id.
    kill "-$signal" "$postmaster" $(cat "/proc/$postmaster/task/$postmaster/children")
    ;;
  stop)
    dir="${2:?usage: postgres-cluster.sh stop DIR}"
    bin=$(pg_bin) || exit 0
    runas=()
    [ "$(id -u)" = "0" ] && runas=(runuser -u postgres --)
    # A frozen cluster cannot stop: let it go on first.
    "$0" thaw "$dir" >/dev/null 2>&1 || true
    "${runas[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: postgres-cluster.sh start | stop DIR | halt DIR | resume DIR | freeze DIR | thaw DIR" >&2
    exit 2
    ;;
esac
