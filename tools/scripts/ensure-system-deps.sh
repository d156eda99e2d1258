#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium for the
# end-to-end tests (Playwright drives /usr/bin/chromium; it never downloads a browser).
# With --bench, also what the benchmarks compare against (nginx for the raw download).
# Safe to run repeatedly; does nothing when everything is present.
set -euo pipefail

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
# Archive tools: the server streams tar.bz2, tar.xz, tar.lz4 and tar.zst through them, and the
# tests check every archive format with the system tools.
# bwrap: the sandbox shell commands run in (security-requirements K87).
for tool in bzip2:bzip2 xz:xz-utils lz4:lz4 zstd:zstd brotli:brotli zip:zip unzip:unzip bwrap:bubblewrap; do
  command -v "${tool%%:*}" >/dev/null 2>&1 || packages+=("${tool#*:}")
done
if [ "${1:-}" = "--bench" ]; then
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || packages+=(nginx)
fi

if [ ${#packages[@]} -eq 0 ]; then
  exit 0
fi

echo "ensure-system-deps: installing ${packages[*]} (Debian packages needed by the tests)"
if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null 2>&1; then
  echo "ensure-system-deps: cannot install ${packages[*]}: not root and no sudo." >&2
  echo "  Install them yourself, e.g.: sudo apt-get update && sudo apt-get install -y ${packages[*]}" >&2
  exit 1
fi
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-system-deps: no apt-get here. Install ${packages[*]} with your package manager," >&2
  echo "  or point CHROMIUM_PATH at an existing Chromium binary." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
echo "ensure-system-deps: done"
