#!/usr/bin/env bash
# `npm test`: every check the project has, in order, stopping at the first failure.
#   1. Debian packages (Chromium, PostgreSQL)   4. unit tests (typecheck beside lint and these)
#   2. typecheck                                5. integration tests on both engines (build beside them)
#   3. lint                                     6. end-to-end tests on the production build
# Ends with one line "N passed, N failed" summing every vitest run; exits non-zero on any failure.
set -uo pipefail

cd "$(dirname "$0")/.."
root=$PWD
# The pinned Node 24 (npm's `node` package) first, also when this script is run without npm.
export PATH="$root/node_modules/.bin:$PATH"

started=$(date +%s)
results=$(mktemp -d /tmp/school-test-results-XXXXXX)
pg_dir=""
step_name=""
step_started=0
timings=()
vitest_failed_runs=0
# Steps running in the background (typecheck, build): stopped if the run ends before they are awaited.
background_pids=()

header() {
  step_name=$1
  step_started=$(date +%s)
  printf '\n==> %s\n' "$1"
}

step_done() {
  timings+=("$(printf '%-40s %4ss' "$step_name" "$(($(date +%s) - step_started))")")
  step_name=""
}

fail() {
  printf '\nFAILED: %s\n' "$1" >&2
  exit 1
}

summary() {
  # Sums the JSON reports of all vitest runs. A run that failed without a failing test (a file that
  # does not load, an error outside tests, a crash before the report) counts as one failure.
  node -e '
    const fs = require("node:fs");
    const path = require("node:path");
    const dir = process.argv[1];
    let passed = 0, failed = 0;
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
      const report = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      // Named here too, so that the tail of a long log still says which tests failed and why.
      for (const file of report.testResults ?? []) {
        for (const test of (file.assertionResults ?? []).filter((t) => t.status === "failed")) {
          const why = String(test.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
          console.log(`  failed: ${path.relative(process.cwd(), file.name)} > ${test.fullName}\n          ${why}`);
        }
      }
      // Files that failed without any failing test in them (import or syntax errors).
      failed += (report.testResults ?? []).filter(
        (file) => file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed"),
      ).length;
    }
    failed += Number(process.argv[2]);
    // The slowest end-to-end files: where to look first when the suite nears its time budget.
    const e2e = path.join(dir, "e2e.json");
    if (fs.existsSync(e2e)) {
      const files = (JSON.parse(fs.readFileSync(e2e, "utf8")).testResults ?? [])
        .map((file) => ({ name: path.relative(process.cwd(), file.name), s: (file.endTime - file.startTime) / 1000 }))
        .filter((file) => Number.isFinite(file.s))
        .sort((a, b) => b.s - a.s)
        .slice(0, 10);
      if (files.length) console.log("  slowest end-to-end files:");
      for (const file of files) console.log(`    ${file.s.toFixed(0).padStart(4)}s  ${file.name}`);
    }
    console.log(`${passed} passed, ${failed} failed`);
  ' "$results" "$vitest_failed_runs" 2>/dev/null || echo "0 passed, 1 failed"
}

finish() {
  local status=$?
  local pid
  for pid in "${background_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ -n "$pg_dir" ]; then
    bash "$root/scripts/postgres-cluster.sh" stop "$pg_dir" || true
    pg_dir=""
  fi
  [ -n "$step_name" ] && step_done
  printf '\n==> Summary\n'
  local line
  for line in "${timings[@]}"; do printf '  %s\n' "$line"; done
  printf '  %-40s %4ss\n' "total" "$(($(date +%s) - started))"
  if [ "$status" -ne 0 ]; then printf '  result: FAILED\n'; else printf '  result: all green\n'; fi
  local counts
  counts=$(summary)
  rm -rf "$results"
  echo
  echo "$counts"
  exit "$status"
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# One vitest run: its own labelled header, console output, and a JSON report for the summary.
vitest_run() {
  local label=$1 report=$2
  shift 2
  header "$label"
  local rc=0
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$results/$report.json" || rc=$?
  if [ "$rc" -ne 0 ]; then
    if [ ! -s "$results/$report.json" ]; then
      vitest_failed_runs=$((vitest_failed_runs + 1))
    elif node -e '
      const r = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
      process.exit(r.numFailedTests > 0 || r.testResults.some((f) => f.status === "failed") ? 1 : 0);
    ' "$results/$report.json"; then
      vitest_failed_runs=$((vitest_failed_runs + 1)) # failed outside any test, e.g. an unhandled error
    fi
    fail "$label (vitest exited with $rc; see the output above)"
  fi
  step_done
}

# 1. Debian packages ----------------------------------------------------------------------------
header "Debian packages (chromium, postgresql, nginx, openssl)"
[ -x node_modules/.bin/node ] || fail "node_modules is missing or incomplete: run npm install first."
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null || missing+=(postgresql)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v openssl >/dev/null || missing+=(openssl)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" != "0" ]; then
    fail "missing Debian package(s): ${missing[*]}. Install them as root (apt-get install -y ${missing[*]}) and run again."
  fi
  echo "Installing ${missing[*]} (apt-get)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q || fail "apt-get update failed."
  # Packages must not start their services (nginx's would take port 80, and fail the install if
  # something holds it): Debian's policy-rc.d hook says no to every start while they install.
  no_services=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && no_services=1
  fi
  install_rc=0
  apt-get install -y -q "${missing[@]}" || install_rc=$?
  [ -n "$no_services" ] && rm -f /usr/sbin/policy-rc.d
  [ "$install_rc" -eq 0 ] || fail "apt-get install ${missing[*]} failed."
  [ -x /usr/bin/chromium ] || fail "the chromium package did not install /usr/bin/chromium."
  compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null || fail "the postgresql package did not install pg_ctl."
  [ -x /usr/sbin/nginx ] || fail "the nginx package did not install /usr/sbin/nginx."
  # The reverse-proxy test runs its own nginx; should the service have started anyway, stop it.
  if [[ " ${missing[*]} " == *" nginx "* ]]; then service nginx stop >/dev/null 2>&1 || true; fi
fi
echo "Node $(node --version) (pinned), $(/usr/bin/chromium --version 2>/dev/null || echo chromium), PostgreSQL $(basename "$(dirname "$(dirname "$(compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' | sort -V | tail -n1)")")")"
step_done

# 2-4. Typecheck beside lint and the unit tests (it needs nothing they make, and tsc keeps one core
# busy while vitest waits on browsers); its output is shown, and its result checked, after them.
typecheck_started=$(date +%s)
npm run --silent typecheck >"$results/typecheck.log" 2>&1 &
background_pids+=($!)
typecheck_pid=$!

header "Lint"
npm run --silent lint || fail "lint (npm run lint) found problems; npm run format fixes formatting."
step_done

vitest_run "Unit tests" unit --project unit

header "Typecheck (ran beside lint and the unit tests)"
step_started=$typecheck_started
typecheck_rc=0
wait "$typecheck_pid" || typecheck_rc=$?
cat "$results/typecheck.log"
[ "$typecheck_rc" -eq 0 ] || fail "typecheck (npm run typecheck) found errors."
step_done

# 5. Integration tests, once per database engine --------------------------------------------------
header "PostgreSQL throw-away cluster"
cluster=$(bash scripts/postgres-cluster.sh start) || fail "could not start a PostgreSQL cluster (scripts/postgres-cluster.sh)."
read -r pg_dir pg_port TEST_DATABASE_URL <<<"$cluster"
export TEST_DATABASE_URL
echo "PostgreSQL on port $pg_port ($pg_dir)"
step_done

# The production build beside the integration tests (they do not use it); checked after them.
build_started=$(date +%s)
npm run --silent build >"$results/build.log" 2>&1 &
background_pids+=($!)
build_pid=$!

# Both engines in one run: their files share the worker pool, so PostgreSQL's waits leave the
# CPU to SQLite's files (each file has a database of its own either way).
vitest_run "Integration tests on SQLite and PostgreSQL" integration --project integration-sqlite --project integration-postgres

bash scripts/postgres-cluster.sh stop "$pg_dir" || true
pg_dir=""

# 6. Production build (above) and end-to-end tests ------------------------------------------------
header "Build (ran beside the integration tests)"
step_started=$build_started
build_rc=0
wait "$build_pid" || build_rc=$?
cat "$results/build.log"
[ "$build_rc" -eq 0 ] || fail "the production build (npm run build) failed."
step_done

E2E_SKIP_BUILD=1 vitest_run "End-to-end tests" e2e --project e2e
