#!/usr/bin/env bash
# One core's share of the campaign: its stages one after another, one run at a time
# (hydra.launcher.n_jobs=1), each resumed where it stopped; a finished stage is a quick
# pass. `distill` is distill.sh, `distill5` distill.sh with SYSTEM=five, any other name a
# stage of run.sh. Two queues side by side keep two cores busy, and each session starts the
# same two commands again:
#   setsid scripts/campaign/queue.sh s6 s4 distill s7 s8 s1 >> "$CAMPAIGN/queue-a.log" 2>&1 &
#   setsid scripts/campaign/queue.sh s9 s5 s2 >> "$CAMPAIGN/queue-b.log" 2>&1 &
# The environment is run.sh's. A stop signal to a queue's process group ends the queue: its
# run writes last.pt and exits with 128 + the signal, which ends this script too.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
for stage in "$@"; do
  echo "queue.sh: stage $stage ($(date -u +%FT%TZ))"
  if [ "$stage" = distill ]; then
    "$here/distill.sh"
  elif [ "$stage" = distill5 ]; then
    SYSTEM=five "$here/distill.sh"
  else
    "$here/run.sh" "$stage" hydra.launcher.n_jobs=1
  fi
done
echo "queue.sh: every stage of '$*' is finished"
