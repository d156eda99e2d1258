#!/usr/bin/env bash
# `npm test`: every check the project has, in one go: formatting, lint, typecheck, unit and integration
# tests, the builds, the Storybook build and the Playwright end-to-end tests. Nx caches each
# task, so a second run only repeats what changed.
set -euo pipefail
cd "$(dirname "$0")/../.."

bash tools/scripts/ensure-system-deps.sh

export NX_DAEMON=false NX_NO_CLOUD=true
started=$(date +%s)
npx prettier --check . --log-level warn
npx nx run-many -t lint typecheck test build build-storybook e2e \
  --parallel=2 --outputStyle=static "$@"
echo "npm test: all tasks passed in $(($(date +%s) - started)) s"
