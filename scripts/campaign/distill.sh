#!/usr/bin/env bash
# The students' corpora (docs/results/campaign.md, stage 4): the system, the ensemble of six
# of the campaign's models with beam 5 and alpha 1.4, translates Multi30k's 29,000 training
# sources
#  - into $CAMPAIGN/distilled, its best translation of each (stage s4's corpus);
#  - into $CAMPAIGN/distilled_inter, the one of its 5-best nearest the pair's reference by
#    sentence BLEU (select=closest: Kim & Rush's Seq-Inter, stage s8's corpus);
#  - into $CAMPAIGN/distilled_all, each distinct translation of its 5-best a pair of its own
#    (select=all, stage s15's corpus; made with bf16_s1's best.pt, below);
# and writes $CAMPAIGN/distilled_mix, the original training pairs and the distilled ones
# together (stage s7's corpus). With SYSTEM=five (queue.sh's stage distill5) the teacher is
# stage s1's five models alone, the system of the campaign started again on 2026-12-06 (its
# machine came without the first campaign's folder, tied_s1 with it), and it writes one
# corpus, $CAMPAIGN/distilled5, its best translations (stages s17 and s18). With SYSTEM=self
# the teacher is the soup of that system's three sibling students (queue.sh's soup3) with
# beam 5 and alpha 1.0 (a student's own alpha), writing $CAMPAIGN/distilled_self (stage
# s23: the student learns its own beam's output). Val is as it
# was in each. nmt-distill saves each part of 2,000 sources as it is done: the same command
# after any stop goes on after the last saved part, and a finished corpus (its
# distill.json) is passed over. The environment is
# run.sh's; NMT_DISTILL: the nmt-distill to run; arguments go to each nmt-distill.
#   CAMPAIGN=/work/campaign NMT_MULTI30K=/work/shared/data/multi30k scripts/campaign/distill.sh
set -euo pipefail
campaign="${CAMPAIGN:?set CAMPAIGN to the folder of the runs}"
multi30k="${NMT_MULTI30K:?set NMT_MULTI30K to the folder of Multi30k (data/README.md)}"
distilled="$campaign/distilled"
mix="$campaign/distilled_mix"
s1="$campaign/s1"
s2="$campaign/s2"
# the quotes inside the list keep Hydra from reading the '=' of the folders' names
teacher="['$s1/1_+arm=fp32_s1/best.pt','$s1/2_+arm=fp32_s2/best.pt'"
# bf16_s1's member: its best.pt (step 8,000). The corpora in the campaign's folder were made
# with its step-7,718 checkpoint, deleted since by mistake; the system scores the same with
# either (44.80 against 44.81, docs/results/campaign.md)
teacher+=",'$s1/4_+arm=fp32_s3/best.pt','$s1/0_+arm=bf16_s1/best.pt'"
teacher+=",'$s1/3_+arm=bf16_s2/best.pt'"
alpha=1.4
if [ "${SYSTEM:-six}" = five ]; then
  teacher+="]"
elif [ "${SYSTEM:-six}" = self ]; then
  teacher="['$campaign/soups/soup3.pt']"
  alpha=1.0
else
  teacher+=",'$s2/0_+arm=tied_s1/best.pt']"
fi
export OMP_NUM_THREADS=1

# the teacher translates into folder $1 with the nmt-distill options after it, unless that
# corpus is finished (and no argument asks for anything else, such as overwrite=true)
translate() {
  local out="$1"
  shift
  if [ -f "$out/distill.json" ] && [ ${#extra[@]} -eq 0 ]; then
    echo "distill.sh: $out is finished (distill.json): nothing to translate"
    return 0
  fi
  "${NMT_DISTILL:-nmt-distill}" "checkpoint=$teacher" out="$out" \
    data=multi30k data.dir="$multi30k" beam=5 alpha="$alpha" "$@" "${extra[@]}"
}

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

extra=("$@")
if [ "${SYSTEM:-six}" = five ]; then
  translate "$campaign/distilled5"
  exit 0
elif [ "${SYSTEM:-six}" = self ]; then
  translate "$campaign/distilled_self"
  exit 0
fi
translate "$distilled"
write_mix
translate "$campaign/distilled_inter" nbest=5 select=closest
translate "$campaign/distilled_all" nbest=5 select=all
