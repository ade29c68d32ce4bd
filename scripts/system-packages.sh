#!/usr/bin/env bash
# The Debian packages the tests need, installed only when missing: the first step of
# `npm test` (package.json's pretest) and of `.ci/run`. The tests drive Debian's Chromium
# (never a downloaded browser): the page tests its headless shell, the RUM test and
# Lighthouse the full browser (tests/support/browser.ts says why); a real redis-server
# (shared rate limits), nginx (the load balancer of the cluster test) and Java (the Nu
# Html Checker); the build draws the link-preview pictures with DejaVu Sans
# (scripts/build/preview-images.mjs).
#
# As root it installs with apt-get, otherwise through sudo when there is one; with
# neither it stops at once with one line naming the command to run.
# With the argument `bench` it installs what `npm run bench` needs instead: wrk, its load
# generator (bench/wrk.mjs says why).
# SYSTEM_PACKAGES_ROOT (default: /) is where the files are looked for, so a test can
# present a bare machine without uninstalling anything (tests/process/system-packages.test.ts).
set -euo pipefail

ROOT="${SYSTEM_PACKAGES_ROOT:-}"
ROOT="${ROOT%/}"

# package → the file that shows it is installed
PACKAGES=(
  "chromium:${CHROMIUM_PATH:-/usr/bin/chromium}"
  "redis-server:/usr/bin/redis-server"
  "nginx:/usr/sbin/nginx"
  "default-jre-headless:/usr/bin/java"
  "fonts-dejavu-core:/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
)
# With CHROMIUM_PATH every test runs on that browser: no headless shell needed.
[[ -n "${CHROMIUM_PATH:-}" ]] || PACKAGES+=("chromium-headless-shell:/usr/bin/chromium-headless-shell")
[[ "${1:-}" == bench ]] && PACKAGES=("wrk:/usr/bin/wrk")

MISSING=()
for entry in "${PACKAGES[@]}"; do
  [[ -e "$ROOT${entry#*:}" ]] || MISSING+=("${entry%%:*}")
done
(( ${#MISSING[@]} == 0 )) && exit 0

INSTALL="apt-get update && apt-get install -y --no-install-recommends ${MISSING[*]}"
SUDO=()
if [[ "$(id -u)" != 0 ]]; then
  if ! command -v sudo >/dev/null; then
    echo "Missing Debian packages; run as root: $INSTALL" >&2
    exit 1
  fi
  SUDO=(sudo)
fi
echo "Installing from Debian: ${MISSING[*]}"
"${SUDO[@]}" apt-get update
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${MISSING[@]}"
