#!/usr/bin/env bash
# Stage s4's first half (docs/results/campaign.md): the system, the ensemble of six of the
# campaign's models with beam 5 and alpha 1.4, translates Multi30k's 29,000 training sources
# into $CAMPAIGN/distilled, the corpus that `run.sh s4` trains the student on. It writes
# each part of 2,000 sources as it is done: the same command after any stop goes on after
# the last saved part. The environment is run.sh's; NMT_DISTILL: the nmt-distill to run.
#   CAMPAIGN=/work/campaign NMT_MULTI30K=/work/shared/data/multi30k scripts/campaign/distill.sh
set -euo pipefail
campaign="${CAMPAIGN:?set CAMPAIGN to the folder of the runs}"
multi30k="${NMT_MULTI30K:?set NMT_MULTI30K to the folder of Multi30k (data/README.md)}"
if [ -f "$campaign/distilled/distill.json" ] && [ $# -eq 0 ]; then
  echo "distill.sh: $campaign/distilled is finished (distill.json): nothing to do"
  exit 0
fi
s1="$campaign/s1"
s2="$campaign/s2"
# the quotes inside the list keep Hydra from reading the '=' of the folders' names
teacher="['$s1/1_+arm=fp32_s1/best.pt','$s1/2_+arm=fp32_s2/best.pt'"
teacher+=",'$s1/4_+arm=fp32_s3/best.pt','$s1/0_+arm=bf16_s1/step-00007718.pt'"
teacher+=",'$s1/3_+arm=bf16_s2/best.pt','$s2/0_+arm=tied_s1/best.pt']"
export OMP_NUM_THREADS=1
exec "${NMT_DISTILL:-nmt-distill}" "checkpoint=$teacher" out="$campaign/distilled" \
  data=multi30k data.dir="$multi30k" beam=5 alpha=1.4 "$@"
