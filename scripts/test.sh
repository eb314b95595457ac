#!/usr/bin/env bash
# The README's test command (`npm test`): typecheck, lint, unit and database tests (PGlite, plus
# PostgreSQL when TEST_DATABASE_URL is set), a production build, then the browser journeys in
# Debian's Chromium. Ends with one line "N passed, N failed" over everything.
set -uo pipefail
cd "$(dirname "$0")/.."

# Debian's headless Chromium for the browser journeys, and libfaketime for the one that moves a server's clock.
JOURNEY_BROWSER="${JOURNEY_BROWSER_PATH:-/usr/bin/chromium-headless-shell}"
packages=()
[ -x "$JOURNEY_BROWSER" ] || packages+=(chromium-headless-shell)
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
# The typecheck, lint and build are single-threaded for the most part: once the route types exist
# (lint reads them too), the three run side by side, each printing its output once done.
rm -rf build
npx react-router typegen >/dev/null || status=1
declare -A check_commands=([typecheck]="npx tsc" [lint]="npm run --silent lint" [build]="npm run --silent build")
declare -A check_pids
for check in typecheck lint build; do
  ${check_commands[$check]} >"reports/$check.log" 2>&1 &
  check_pids[$check]=$!
done
for check in typecheck lint build; do
  wait "${check_pids[$check]}"
  check_status=$?
  echo "== $check"
  cat "reports/$check.log"
  if [ $check_status = 0 ]; then
    checks_passed=$((checks_passed + 1))
  else
    echo "!! $check failed"
    checks_failed=$((checks_failed + 1))
    status=1
  fi
done
echo "== unit and database tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || status=1
echo "== browser journeys"
if [ -f build/server/index.js ]; then
  E2E_JSON_REPORT=reports/e2e.json npx playwright test || status=1
else
  echo "!! skipped: there is no build to test (its missing report counts as a failure)"
fi

CHECKS_PASSED=$checks_passed CHECKS_FAILED=$checks_failed npx tsx scripts/count-results.ts reports/vitest.json reports/e2e.json || status=1
exit $status
