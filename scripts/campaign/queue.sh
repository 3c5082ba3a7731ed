#!/usr/bin/env bash
# One core's share of the campaign: its stages one after another, one run at a time
# (hydra.launcher.n_jobs=1), each resumed where it stopped; a finished stage is a quick
# pass. `distill` is distill.sh, `distill5` distill.sh with SYSTEM=five, `distill_self` with
# SYSTEM=self, `soup3` the weight average of the second campaign's three sibling students,
# `students8` that of soup3's eight students
# (NMT_AVERAGE: the nmt-average to run), any other name a stage of run.sh. Two queues side
# by side keep two cores busy, and each session starts the same two commands again:
#   setsid scripts/campaign/queue.sh s6 s4 distill s7 s8 s1 >> "$CAMPAIGN/queue-a.log" 2>&1 &
#   setsid scripts/campaign/queue.sh s9 s5 s2 >> "$CAMPAIGN/queue-b.log" 2>&1 &
# The environment is run.sh's. A stop signal to a queue's process group ends the queue: its
# run writes last.pt and exits with 128 + the signal, which ends this script too.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

# NAME: the weight average of finished runs' best.pt, made once into CAMPAIGN/soups/NAME.pt
soup() {
  local name="$1" soup="${CAMPAIGN:?}/soups/$1.pt" run members=""
  shift
  if [ -f "$soup" ]; then echo "queue.sh: $soup is there"; return 0; fi
  # an unfinished run's best.pt is not the model it will be
  for run in "$@"; do
    if [ ! -f "$run/results.json" ]; then
      echo "queue.sh: $name needs $run finished (no results.json): run its stage first" >&2
      return 2
    fi
    members+="'$run/best.pt',"
  done
  mkdir -p "$(dirname "$soup")"
  "${NMT_AVERAGE:-nmt-average}" "checkpoints=[${members%,}]" out="$soup" \
    hydra.run.dir="$CAMPAIGN/soups/.hydra-$name"
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
    # s17's student and s21's two siblings (one parent, three seeds): the start of s22-s31
    soup soup3 "$CAMPAIGN/s17/0_run" "$CAMPAIGN/s21/0_+arm=student_ft_five_s2" \
      "$CAMPAIGN/s21/1_+arm=student_ft_five_s3"
  elif [ "$stage" = students8 ]; then
    # soup3's eight students (s22, s27, s29, s30 on the system's translations, s23, s26,
    # s28, s31 on the soup's own): the start of s39
    soup students8 "$CAMPAIGN"/s{22,27,29,30,23,26,28,31}/0_run
  else
    "$here/run.sh" "$stage" hydra.launcher.n_jobs=1
  fi
done
echo "queue.sh: every stage of '$*' is finished"
