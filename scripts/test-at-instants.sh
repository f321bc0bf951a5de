#!/usr/bin/env bash
# Runs the whole test command with the machine's clock moved (Debian's faketime) to the instants
# where date-dependent code broke before: the last weekday of a month after the day's same-day
# slots, the last Friday of January, a minute before the last same-day slot, and a DST change day.
# Not part of `npm test` (it takes four full runs); run it before changing anything about dates.
set -uo pipefail
cd "$(dirname "$0")/.."
command -v faketime >/dev/null || { echo "faketime is missing: apt-get install -y faketime" >&2; exit 2; }
instants=("${@:-}")
if [ -z "${instants[0]}" ]; then
  instants=('2026-11-30 20:00:00' '2027-01-29 20:00:00' '2026-12-02 18:59:00' '2027-03-14 18:00:00')
fi
failed=0
for at in "${instants[@]}"; do
  echo "=== npm test at ${at} UTC"
  if TZ=UTC faketime "${at}" npm test; then echo "=== ${at}: passed"; else echo "=== ${at}: FAILED"; failed=1; fi
done
exit "${failed}"
