#!/usr/bin/env bash
# The README's test command (`npm test`): typecheck, lint, unit and database tests (PGlite, plus
# PostgreSQL when TEST_DATABASE_URL is set), a production build, then the browser journeys in
# Debian's Chromium. Ends with one line "N passed, N failed" over everything.
set -uo pipefail
cd "$(dirname "$0")/.."

# Debian's Chromium for the browser journeys, and libfaketime for the one that moves a server's clock.
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages=()
[ -x "$CHROMIUM" ] || packages+=(chromium)
compgen -G "/usr/lib/*/faketime/libfaketime.so.1" >/dev/null || packages+=(libfaketime)
if [ ${#packages[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's ${packages[*]} for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
  else
    echo "The browser tests need Debian's ${packages[*]}: sudo apt-get install ${packages[*]}" >&2
  fi
fi

mkdir -p reports
rm -f reports/vitest.json reports/e2e.json
checks_passed=0
checks_failed=0
status=0
run_check() {
  local name="$1"
  shift
  echo "== $name"
  if "$@"; then
    checks_passed=$((checks_passed + 1))
  else
    echo "!! $name failed"
    checks_failed=$((checks_failed + 1))
    status=1
  fi
}

run_check typecheck npm run --silent typecheck
run_check lint npm run --silent lint
echo "== unit and database tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || status=1
rm -rf build
run_check build npm run --silent build
echo "== browser journeys"
if [ -f build/server/index.js ]; then
  E2E_JSON_REPORT=reports/e2e.json npx playwright test || status=1
else
  echo "!! skipped: there is no build to test (its missing report counts as a failure)"
fi

CHECKS_PASSED=$checks_passed CHECKS_FAILED=$checks_failed npx tsx scripts/count-results.ts reports/vitest.json reports/e2e.json || status=1
exit $status
