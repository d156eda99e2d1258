#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium for the
# end-to-end tests (Playwright drives /usr/bin/chromium; it never downloads a browser), and the
# engines of the scale-out configuration: PostgreSQL, Redis and nginx. The tests start private
# instances of those engines in temp folders on free ports; the machine-wide services are never
# started or enabled (see below). nginx is also what the benchmarks compare raw downloads with.
# Safe to run repeatedly; does nothing when everything is present. `--bench` is accepted for
# the benchmarks' sake and needs nothing more now.
set -euo pipefail

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
# Archive tools: the server streams tar.bz2, tar.xz, tar.lz4 and tar.zst through them, and the
# tests check every archive format with the system tools.
# bwrap: the sandbox shell commands run in (security-requirements K87).
for tool in bzip2:bzip2 xz:xz-utils lz4:lz4 zstd:zstd brotli:brotli zip:zip unzip:unzip bwrap:bubblewrap; do
  command -v "${tool%%:*}" >/dev/null 2>&1 || packages+=("${tool#*:}")
done
# The engines, found where the tests look for them (not on PATH: Debian keeps initdb and
# pg_ctl under /usr/lib/postgresql/<version>/bin).
[ -x /usr/bin/redis-server ] || packages+=(redis-server)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || packages+=(postgresql)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || packages+=(nginx)

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

# Debian's postinst scripts of redis-server, postgresql and nginx start their machine-wide
# services. The tests never use those (a service listening on 6379 or 5432 for everyone is
# not ours to start on a developer's machine), so for the length of the install a policy-rc.d
# answers 101, "action forbidden", which invoke-rc.d and deb-systemd-invoke both obey. Any
# policy-rc.d already there (Docker images ship one) is put back afterwards.
policy=/usr/sbin/policy-rc.d
saved_policy=""
restore_policy() {
  if [ -n "$saved_policy" ]; then
    "${as_root[@]}" mv -f "$saved_policy" "$policy"
  else
    "${as_root[@]}" rm -f "$policy"
  fi
}
if [ -e "$policy" ]; then
  saved_policy="$policy.ensure-system-deps"
  "${as_root[@]}" cp -p "$policy" "$saved_policy"
fi
trap restore_policy EXIT
printf '#!/bin/sh\nexit 101\n' | "${as_root[@]}" tee "$policy" >/dev/null
"${as_root[@]}" chmod 755 "$policy"

export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null

# Under systemd the packages also enable their units for the next boot; undo that for the
# engines installed just now. Without systemd (containers) there is nothing to undo.
if [ -d /run/systemd/system ]; then
  for unit in redis-server postgresql nginx; do
    if [[ " ${packages[*]} " == *" $unit "* ]]; then
      "${as_root[@]}" systemctl disable --now "$unit" >/dev/null 2>&1 || true
    fi
  done
fi
echo "ensure-system-deps: done"
