#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed (/usr/bin/chromium) for the browser journeys; installs it with apt
# when missing. Browsers are never downloaded by test tools.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "ensure-chromium: installing Debian's chromium" >&2
$sudo apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >&2
