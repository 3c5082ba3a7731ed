#!/usr/bin/env bash
# Stage s4's first half (docs/results/campaign.md): the system, the ensemble of six of the
# campaign's models with beam 5 and alpha 1.4, translates Multi30k's 29,000 training sources
# into $CAMPAIGN/distilled, the corpus that `run.sh s4` trains the student on. It writes
# each part of 2,000 sources as it is done: the same command after any stop goes on after
# the last saved part. Then it writes $CAMPAIGN/distilled_mix, stage s7's corpus: the
# original training pairs and the distilled ones together, and val as it is. The
# environment is run.sh's; NMT_DISTILL: the nmt-distill to run.
#   CAMPAIGN=/work/campaign NMT_MULTI30K=/work/shared/data/multi30k scripts/campaign/distill.sh
set -euo pipefail
campaign="${CAMPAIGN:?set CAMPAIGN to the folder of the runs}"
multi30k="${NMT_MULTI30K:?set NMT_MULTI30K to the folder of Multi30k (data/README.md)}"
distilled="$campaign/distilled"
mix="$campaign/distilled_mix"

# the mixed corpus, once the distilled one is finished; each file is written under another
# name and renamed, so that a stop leaves no half file a run could train on
write_mix() {
  [ -f "$distilled/distill.json" ] || return 0
  # made after the distilled corpus it holds (a corpus made again with overwrite=true is newer)
  [ "$mix/train.en" -nt "$distilled/distill.json" ] && return 0
  mkdir -p "$mix"
  for lang in de en; do
    cat "$multi30k/train.$lang" "$distilled/train.$lang" > "$mix/.train.$lang"
    cp "$distilled/val.$lang" "$mix/.val.$lang"
  done
  for name in val.de val.en train.de train.en; do mv "$mix/.$name" "$mix/$name"; done
  echo "distill.sh: $mix holds $(wc -l < "$mix/train.en") training pairs"
}

if [ -f "$distilled/distill.json" ] && [ $# -eq 0 ]; then
  echo "distill.sh: $distilled is finished (distill.json): nothing to translate"
  write_mix
  exit 0
fi
s1="$campaign/s1"
s2="$campaign/s2"
# the quotes inside the list keep Hydra from reading the '=' of the folders' names
teacher="['$s1/1_+arm=fp32_s1/best.pt','$s1/2_+arm=fp32_s2/best.pt'"
teacher+=",'$s1/4_+arm=fp32_s3/best.pt','$s1/0_+arm=bf16_s1/step-00007718.pt'"
teacher+=",'$s1/3_+arm=bf16_s2/best.pt','$s2/0_+arm=tied_s1/best.pt']"
export OMP_NUM_THREADS=1
"${NMT_DISTILL:-nmt-distill}" "checkpoint=$teacher" out="$distilled" \
  data=multi30k data.dir="$multi30k" beam=5 alpha=1.4 "$@"
write_mix
