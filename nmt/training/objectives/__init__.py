"""What a training step learns beside the token loss of its targets: a teacher's
distributions (word-level distillation, :mod:`.teacher`) and the expected cost of the
model's own beam search (sequence-level risk, :mod:`.risk`)."""
