#!/usr/bin/env bash
# The training campaign of the Multi30k recipe (docs/how-to/campaign.md): each stage is one
# Hydra sweep over the arms in arm/ (an arm: seed, precision, steps), two runs at a time on
# one thread each (Hydra's joblib launcher). The same command after any stop (SIGTERM,
# kill -9, the end of a session) resumes every unfinished run from its last.pt and leaves
# the finished ones alone. Run it from a worktree pinned at a commit, with a venv that has
# that worktree installed (not editable), so that work on main cannot change a running run:
#   CAMPAIGN=/work/campaign NMT_MULTI30K=/work/shared/data/multi30k scripts/campaign/run.sh s1
# CAMPAIGN: the folder of the runs (outside any checkout); NMT_MULTI30K: the folder of the
# whole Multi30k, {train,val}.{de,en} (data/README.md says how to get it); NMT_TRAIN: the
# nmt-train to run (default: on PATH).
# To stop it, signal the whole process group (the runs are joblib's worker processes):
#   kill -TERM -- -$(pgrep -f 'nmt-train -m' | head -1)   (each run writes last.pt)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
campaign="${CAMPAIGN:?set CAMPAIGN to the folder of the runs}"
multi30k="${NMT_MULTI30K:?set NMT_MULTI30K to the folder of Multi30k (data/README.md)}"
stage="${1:?usage: run.sh STAGE [OVERRIDE...]}"
shift
# The arms set the budget in steps (train.max_epochs=1000 only keeps the default of 10
# epochs, 4,530 steps, from ending a run first). Each stage's arms, in the order they
# start; append to a stage, never insert, so that the job numbers in the folders' names
# stay the same.
corpus=(data.dir="$multi30k")
case "$stage" in
  # bf16 against fp32 at 4,400 steps (seeds 1-3 in bf16 and fp32; the fp32 ones decide the
  # single-model figure); bf16_s1 went on to 9,566 steps
  s1) arms=bf16_s1,fp32_s1,fp32_s2,bf16_s2,fp32_s3,bf16_s3 ;;
  # one change at a time on the fp32 recipe at s1's budget (its control: fp32_s1-s3); every
  # candidate's first seed before any second; a third seed where the first two are within
  # 1 BLEU of the control (tied_s3: tied_s1 was 0.25 below fp32_s1)
  s2) arms=tied_s1,spm02_s1,vocab4k_s1,medium_s1,tied_s2,spm02_s2,vocab4k_s2,medium_s2,tied_s3,lr2x_s1,vocab4k_s3,lr2x_s2 ;;
  # the recipe at the budget where its dev loss bottoms out (bf16_s1: near 7,000 steps; its
  # beam-5 BLEU peaked at 7,718): stage 1's three fp32 seeds go on from 4,400 steps to
  # 7,700, about 1.5 core-hours each in all. Stage 2 had no winner to add to them
  s3) arms=fp32_s1,fp32_s2,fp32_s3 steps=7700 continue_from=s1 ;;
  # the student: the recipe on the system's translations of the training sources, which
  # distill.sh writes, validated on val's own references; fine-tuned from a member of the
  # system (student_ft_s1, then 2,200 steps more: student_ft2_s1), and trained from
  # scratch (fp32_s1)
  s4) arms=student_ft_s1,fp32_s1,student_ft2_s1 distilled=distilled ;;
  # the other directions with the recipe, one seed each
  s5) arms=en_de_s1,fr_en_s1,cs_en_s1 ;;
  # stage 2's schedule candidate, on the recipe's own arms: the cosine schedule over the
  # 4,400 steps (1e-3 down to 1e-6), where the plateau schedule never fires
  s6) arms=fp32_s1,fp32_s2 schedule=cosine ;;
  # the student fine-tuned on the system's translations and the original pairs together
  # (distill.sh's distilled_mix)
  s7) arms=student_mix_s1 distilled=distilled_mix ;;
  # Seq-INTER (Kim & Rush 2016): student_ft_s1 fine-tuned on the system's 5-best translation
  # nearest each reference (distill.sh's distilled_inter); its control is student_ft2_s1
  s8) arms=student_inter_s1 distilled=distilled_inter ;;
  # the fine-tuned student's third round on the system's best translations, at half the rate
  s9) arms=student_ft3_s1 distilled=distilled ;;
  # the student's regularisation, one change each on student_ft2_s1's arm (its control:
  # the same start, steps, rate and corpus): the students level off at 44.0-44.2 greedy on
  # a corpus less varied than the references, so they may fit it closer with less of it.
  # s10: dropout 0.1 for the recipe's 0.3; s11: no label smoothing (Kim & Rush's students
  # learn the teacher's best translation with plain cross-entropy)
  s10) arms=student_ft2_s1 dropout=0.1 distilled=distilled ;;
  s11) arms=student_ft2_s1 smoothing=0.0 distilled=distilled ;;
  # a wider student, fine-tuned from stage 2's medium_s1 as student_ft_s1 was from fp32_s1
  s12) arms=student_medium_s1 distilled=distilled ;;
  # stage 2's wider model medium_s1 (stopped at 2,530 steps, the recipe's CPU time) goes on
  # to the recipe's 4,400 steps, a parent for s14's wider student
  s13) arms=medium_s1 steps=4400 continue_from=s2 ;;
  # the wider student again, fine-tuned from s13's longer-trained parent (as s12 from
  # medium_s1 at 2,530 steps)
  s14) arms=student_medium_long_s1 distilled=distilled ;;
  # the student fine-tuned on every distinct translation of the system's 5-best, each a
  # pair of its own (distill.sh's distilled_all); its control is student_ft2_s1
  s15) arms=student_all_s1 distilled=distilled_all ;;
  # the wider student's second round, from s14's, as student_ft2_s1 from student_ft_s1
  s16) arms=student_medium_long2_s1 distilled=distilled ;;
  # the campaign started again on 2026-12-06 (a new machine without the first one's folder):
  # its student learns from s1's five models (distill.sh's SYSTEM=five: distilled5).
  # s17: student_ft_s1 on their best translations, the control; s18: the same with
  # word-level distillation from the five beside the corpus (train.teacher)
  s17) arms=student_ft_s1 distilled=distilled5 ;;
  s18) arms=student_word_s1 distilled=distilled5 ;;
  # s19: s17's student taken on for a second round (as s4's student_ft2_s1 took
  # student_ft_s1 on); s20: s17 from a better parent, s3's fp32_s1 (the recipe's seed 1 at
  # 7,700 steps, its best.pt at step 5,902). Neither has a teacher: s18 scored 0.68 greedy
  # below s17
  s19) arms=student_ft2_five_s1 distilled=distilled5 ;;
  s20) arms=student_ft_long_s1 distilled=distilled5 ;;
  # s21: two siblings of s17's student (seeds 2 and 3, the same parent, corpus, steps and
  # rate) for a soup of three: the average of s17 and s19 scored 44.19 greedy, 0.14 short
  # of the floor, and siblings that part at their first step may differ more usefully
  s21) arms=student_ft_five_s2,student_ft_five_s3 distilled=distilled5 ;;
  # the soup of s17 and s21's siblings (queue.sh's stage soup3: 44.19 greedy, the plateau
  # of every student) taken on at half the rate: s22 on the system's translations (the
  # control), s23 on the soup's own beam-5 translations (self-distillation: a student's
  # greedy search falls 0.5 below its beam, and its own beam's output is a target greedy
  # search can follow)
  s22) arms=student_soup_s1 distilled=distilled5 ;;
  s23) arms=student_soup_s1 distilled=distilled_self ;;
  # s24: s22 with the cosine schedule (2.5e-4 down to 1e-6 over its 2,200 steps): the
  # students' greedy dev BLEU moves by 0.2-0.6 between validations at a constant rate, and
  # a rate annealed to nothing ends on one settled point
  s24) arms=student_soup_s1 distilled=distilled5 schedule=cosine ;;
  # s25: s23 (the soup's own beam translations) with s24's cosine schedule: both levers
  s25) arms=student_soup_s1 distilled=distilled_self schedule=cosine ;;
  # s26 and s27: the self-distilled student (s23) and its control (s22) again with seed 2:
  # s23 scored 0.13 over s22 greedy, a difference within one seed's spread
  s26) arms=student_soup_s2 distilled=distilled_self ;;
  s27) arms=student_soup_s2 distilled=distilled5 ;;
  # s28 and s29: the same two with seed 3 (a difference under 1 BLEU wants three seeds)
  s28) arms=student_soup_s3 distilled=distilled_self ;;
  s29) arms=student_soup_s3 distilled=distilled5 ;;
  # s30 and s31: the control and the self-distilled student with seed 4 (after three seeds
  # their medians, 44.18 and 44.31, differ by less than one seed's spread of 0.28)
  s30) arms=student_soup_s4 distilled=distilled5 ;;
  s31) arms=student_soup_s4 distilled=distilled_self ;;
  # s32 and s33: the four control students (s22 and s29, then s27 and s30) taken on for 400
  # steps with sequence-level risk (nmt.training.objectives.risk), the loss that sees their own
  # beam search: greedy search misses translations the students prefer (soup3: 253 of 1,014)
  s32) arms=student_risk_s22,student_risk_s29 distilled=distilled5 ;;
  s33) arms=student_risk_s27,student_risk_s30 distilled=distilled5 ;;
  # s34: their controls, the same 400 steps from the same students on the token loss alone
  s34) arms=student_more_s22,student_more_s29,student_more_s27,student_more_s30 distilled=distilled5 ;;
  # s35-s38: s22's and s29's runs go on from step 2,200 to 2,600 with their own optimiser,
  # schedule and moving average (continue_from), with sequence-level risk (s35, s36) and
  # on the token loss alone (s37, s38). s32-s34 started again from best.pt, and a fresh
  # optimiser and average cost every one of them 0.5-1.0 greedy, with or without the risk
  s35) arms=student_soup_s1 steps=2600 every=100 continue_from=s22 risk=0.7 distilled=distilled5 ;;
  s36) arms=student_soup_s3 steps=2600 every=100 continue_from=s29 risk=0.7 distilled=distilled5 ;;
  s37) arms=student_soup_s1 steps=2600 every=100 continue_from=s22 distilled=distilled5 ;;
  s38) arms=student_soup_s3 steps=2600 every=100 continue_from=s29 distilled=distilled5 ;;
  # a third round: the eight students of soup3 averaged (queue.sh's students8) and taken on
  # as soup3 was (s22), four seeds, two at a time
  s39) arms=student_soup8_s1,student_soup8_s2,student_soup8_s3,student_soup8_s4 distilled=distilled5 ;;
  # seeds 5 and 6 of soup3's students on the system's translations (s22's arm)
  s40) arms=student_soup_s5,student_soup_s6 distilled=distilled5 ;;
  # the ablation's last open row: twice the learning rate, seeds 2 and 3 (lr2x_s1 ran in the
  # first campaign; stage 2's lr2x_s2 stopped at step 2,973 and went with its folder),
  # against s1's fp32_s2 and fp32_s3 at 4,400 steps on this machine
  s42) arms=lr2x_s2,lr2x_s3 ;;
  *) echo "run.sh: no stage '$stage' (the stages are listed in $0)" >&2; exit 2 ;;
esac
# a student's corpus (distilled=FOLDER): one of distill.sh's folders of
# {train,val}.{de,en} in the campaign's, validated on val
if [ -n "${distilled:-}" ]; then
  corpus=(data=text data.dir="$campaign/$distilled" data.src_lang=de data.tgt_lang=en
          data.train_split=train data.dev_split=val)
fi
# A stage that takes another stage's finished runs further (continue_from): each arm's run
# starts from that arm's run there, once. Its checkpoints are linked (or copied) into the
# run's folder, so that resume=auto takes that run's step, optimiser, schedule and data
# order, and its best.pt stays the one to beat; the earlier run's folder is left as it was
# (a checkpoint is replaced by renaming, never written in place)
continue_runs() {
  local names number=0 arm dest src file
  IFS=, read -ra names <<< "$arms"
  for arm in "${names[@]}"; do
    # Hydra names a stage's runs by job number and arm, a stage of one arm 0_run
    dest="$campaign/$stage/${number}_+arm=$arm"
    [ ${#names[@]} -eq 1 ] && dest="$campaign/$stage/0_run"
    number=$((number + 1))
    [ -f "$dest/last.pt" ] && continue
    src=$(find "$campaign/$continue_from" -maxdepth 1 -name "*_+arm=$arm" | head -1)
    # an earlier stage of one arm: Hydra's 0_run, whose overrides name the arm
    if [ -z "$src" ] && grep -qxF -- "- +arm=$arm" \
        "$campaign/$continue_from/0_run/.hydra/overrides.yaml" 2>/dev/null; then
      src="$campaign/$continue_from/0_run"
    fi
    if [ -z "$src" ] || [ ! -f "$src/last.pt" ]; then
      echo "run.sh: stage $stage goes on from $continue_from's $arm, which has no last.pt" >&2
      exit 2
    fi
    mkdir -p "$dest"
    # best.pt first: a last.pt in the folder is what says the run has its start
    for file in best.pt last.pt; do
      [ -f "$src/$file" ] || continue
      ln -f "$src/$file" "$dest/.$file.part" 2>/dev/null || cp "$src/$file" "$dest/.$file.part"
      mv "$dest/.$file.part" "$dest/$file"
    done
    echo "run.sh: $dest starts from $src's last.pt (step checkpoints stay there)" >&2
  done
}
[ -n "${continue_from:-}" ] && continue_runs
export OMP_NUM_THREADS=1
exec "${NMT_TRAIN:-nmt-train}" -m \
  hydra.searchpath="[file://$here]" "+arm=$arms" \
  experiment=reference "${corpus[@]}" data.cache_dir="$campaign/cache" \
  train.label_smoothing="${smoothing:-0.1}" model.dropout="${dropout:-0.3}" \
  train.scheduler="${schedule:-plateau}" \
  data.augment.translit=0.15 data.augment.typos=0.2 \
  train.max_epochs=1000 train.checkpoint_every=1000 train.keep_last=20 \
  ${steps:+train.max_steps="$steps"} ${every:+train.valid_every="$every"} \
  ${risk:+train.risk_weight="$risk"} \
  resume=auto hydra/launcher=joblib hydra.launcher.n_jobs=2 \
  hydra.sweep.dir="$campaign/$stage" "$@"
