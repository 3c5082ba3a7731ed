#!/usr/bin/env bash
# One core's share of the campaign: its stages one after another, one run at a time
# (hydra.launcher.n_jobs=1), each resumed where it stopped; a finished stage is a quick
# pass. `distill` is distill.sh, `distill5` distill.sh with SYSTEM=five, `distill_self` with
# SYSTEM=self, `soup3` the weight average of the second campaign's three sibling students
# (NMT_AVERAGE: the nmt-average to run), any other name a stage of run.sh. Two queues side
# by side keep two cores busy, and each session starts the same two commands again:
#   setsid scripts/campaign/queue.sh s6 s4 distill s7 s8 s1 >> "$CAMPAIGN/queue-a.log" 2>&1 &
#   setsid scripts/campaign/queue.sh s9 s5 s2 >> "$CAMPAIGN/queue-b.log" 2>&1 &
# The environment is run.sh's. A stop signal to a queue's process group ends the queue: its
# run writes last.pt and exits with 128 + the signal, which ends this script too.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

# s17's student and s21's two siblings (one parent, three seeds), averaged once into
# CAMPAIGN/soups/soup3.pt, the start of stages s22 and s23
soup3() {
  local soup="${CAMPAIGN:?}/soups/soup3.pt" s21="$CAMPAIGN/s21" run
  if [ -f "$soup" ]; then echo "queue.sh: $soup is there"; return 0; fi
  # an unfinished sibling's best.pt is not the student it will be
  for run in "$CAMPAIGN/s17/0_run" "$s21/0_+arm=student_ft_five_s2" \
             "$s21/1_+arm=student_ft_five_s3"; do
    if [ ! -f "$run/results.json" ]; then
      echo "queue.sh: soup3 needs $run finished (no results.json): run s17 and s21 first" >&2
      return 2
    fi
  done
  mkdir -p "$(dirname "$soup")"
  "${NMT_AVERAGE:-nmt-average}" "checkpoints=['$CAMPAIGN/s17/0_run/best.pt'"\
",'$s21/0_+arm=student_ft_five_s2/best.pt','$s21/1_+arm=student_ft_five_s3/best.pt']" \
    out="$soup" hydra.run.dir="$CAMPAIGN/soups/.hydra-soup3"
}

for stage in "$@"; do
  echo "queue.sh: stage $stage ($(date -u +%FT%TZ))"
  if [ "$stage" = distill ]; then
    "$here/distill.sh"
  elif [ "$stage" = distill5 ]; then
    SYSTEM=five "$here/distill.sh"
  elif [ "$stage" = distill_self ]; then
    SYSTEM=self "$here/distill.sh"
  elif [ "$stage" = soup3 ]; then
    soup3
  else
    "$here/run.sh" "$stage" hydra.launcher.n_jobs=1
  fi
done
echo "queue.sh: every stage of '$*' is finished"
