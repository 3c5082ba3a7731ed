"""nmt-translate at a terminal: line editing, history and commands, driven through a real
pseudo-terminal with a real checkpoint; the commands' rules in-process; a pipe stays a line in,
a line out."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from nmt.apps.terminal import Session, Term
from nmt.apps.translate_output import TranslationOutput
from nmt.data import synthetic
from nmt.translation.translator import Translator
from tests.conftest import compose_config
from tests.processes import ENV, REPO, app_command, run_app
from tests.pseudo_terminal import ENTER, LEFT, UP, PseudoTerminal
from tests.tiny_run import never_ending

# short outputs: the tiny model never says eos (below), so every output is this long
LENGTH = ["max_len_a=0", "max_len_b=4"]
OPTIONS = {"max_len_a": 0.0, "max_len_b": 4}
# the prompt at the start of a line, with the reminder of a prefix or constraints
PROMPT = r"(?m)^(?:\([^)\n]*\) )?> "


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory) -> Path:
    return never_ending(tmp_path_factory.mktemp("terminal"))


@pytest.fixture(scope="module")
def translator(checkpoint) -> Translator:
    return Translator.from_pretrained(checkpoint, device="cpu")


def open_session(checkpoint: Path, history: Path) -> PseudoTerminal:
    """nmt-translate at a terminal, its history kept in ``history``, at its first prompt."""
    terminal = PseudoTerminal(app_command("translate", f"checkpoint={checkpoint}",
                                          "device=cpu", *LENGTH),
                              {**ENV, "NMT_HISTORY_FILE": str(history)}, REPO)
    terminal.expect("Type a sentence")
    terminal.expect(PROMPT)
    return terminal


def source_line(translator: Translator, sentence: str) -> str:
    """The first line of the attention display: the source pieces the model read."""
    ids = translator.subwords.encode_src([sentence])[0]
    return " ".join([*translator.subwords.src_pieces(ids), "</s>"])


def test_a_line_edited_with_arrow_keys_recalled_and_retranslated_with_a_wider_beam(
        checkpoint, translator, tmp_path):
    history = tmp_path / "state" / "history"
    edited, typo = source_line(translator, "Ein Hund"), source_line(translator, "Ein Hnd")
    assert edited != typo  # the display tells the two apart
    terminal = open_session(checkpoint, history)
    try:
        terminal.send(":attention on" + ENTER)
        terminal.expect("attention on")
        terminal.expect(PROMPT)
        terminal.send("Ein Hnd" + LEFT + LEFT + "u" + ENTER)
        best = translator.translate(["Ein Hund"], **OPTIONS)[0]
        assert best
        terminal.expect(rf"(?m)^{re.escape(best)}$")
        terminal.expect(rf"(?m)^ *{re.escape(edited)}$")  # what the model read
        terminal.expect(PROMPT)
        terminal.send(":nbest 2" + ENTER)
        terminal.expect("nbest 2, beam 2")  # a beam as wide as the n-best
        terminal.expect(PROMPT)
        terminal.send(UP + UP + ENTER)  # the sentence again
        for rank, (text, score) in enumerate(translator.translate_nbest(
                ["Ein Hund"], beam=2, nbest=2, **OPTIONS)[0], 1):
            terminal.expect(rf"(?m)^{rank}\. {re.escape(text)}  \({score:.3f}\)$")
        terminal.expect(PROMPT)
        terminal.send(":bea\t3" + ENTER)  # Tab completes the command
        terminal.expect(r"(?m)^beam 3$")
        for typed, said in [(":beam x", ":beam x: beam takes a whole number"),
                            (":beam 0", "beam=0 must be at least 1"),
                            (":nonsense", ":nonsense: no such command")]:
            terminal.expect(PROMPT)
            terminal.send(typed + ENTER)
            terminal.expect(rf"(?m)^error: {re.escape(said)}")
        terminal.expect(PROMPT)
        terminal.interrupt()
        terminal.expect(r"Ctrl-C again, Ctrl-D or :quit to leave")
        terminal.interrupt()
        assert terminal.wait() == 0
        assert "Traceback" not in terminal.text()
    finally:
        terminal.close()
    assert history.read_text().splitlines() == [
        ":attention on", "Ein Hund", ":nbest 2", "Ein Hund", ":beam 3", ":beam x",
        ":beam 0", ":nonsense"]
    assert history.stat().st_mode & 0o777 == 0o600  # it holds what was typed

    again = open_session(checkpoint, history)  # the history outlives the session
    try:
        again.send(UP + ENTER)
        again.expect(r"(?m)^error: :nonsense: no such command")
        again.expect(PROMPT)
        again.send(":quit" + ENTER)
        assert again.wait() == 0
    finally:
        again.close()


def test_a_pipe_is_translated_line_for_line_commands_included(checkpoint, translator,
                                                               tmp_path):
    lines = [":beam 5", "a b", ":quit"]
    done = run_app("translate", f"checkpoint={checkpoint}", "device=cpu", *LENGTH,
                   f"hydra.run.dir={tmp_path}", stdin="".join(f"{x}\n" for x in lines).encode())
    assert done.returncode == 0, done.stderr.decode()
    assert done.stdout.decode() == "".join(
        t + "\n" for t in translator.translate(lines, **OPTIONS))


@pytest.fixture
def session(checkpoint, translator) -> Session:
    """A terminal session's rules, in-process, its output and messages in StringIOs."""
    cfg = compose_config("translate", [f"checkpoint={checkpoint}", "device=cpu", *LENGTH])
    return Session(TranslationOutput(translator, cfg), io.StringIO(), io.StringIO())


def said(session: Session) -> str:
    """The session's messages so far (and forget them)."""
    text = session.err.getvalue()
    session.err.seek(0)
    session.err.truncate()
    return text


def test_beam_and_nbest_move_together_and_bad_values_are_refused(session):
    session.handle(":nbest 3")
    assert (session.options.beam, session.options.nbest) == (3, 3)
    session.handle(":beam 5")
    assert (session.options.beam, session.options.nbest) == (5, 3)
    session.handle(":beam 2")
    assert (session.options.beam, session.options.nbest) == (2, 2)
    assert said(session) == "nbest 3, beam 3\nbeam 5\nbeam 2, nbest 2\n"
    for typed, message in [
            (":alpha nan", ":alpha nan: alpha takes a finite number"),
            (":alpha -1", "alpha=-1.0 must be between 0 and 10.0 (0: no length penalty; GNMT "
                          "used 0.6 to 1)"),
            (":precision fp64", "precision='fp64' is not one of fp32, bf16, int8"),
            (":reset now", ":reset takes no argument (got 'now')"),
            (":again", "no sentence translated yet"),
            (":attention maybe", ":attention maybe: write on or off (or nothing, to switch)"),
            (":constrain =client", "'=client': write PHRASE, or SOURCE=PHRASE with both sides")]:
        session.handle(typed)
        assert said(session) == f"error: {message}\n", typed
    assert (session.options.beam, session.options.alpha) == (2, 0.0)  # unchanged
    session.handle(":alpha 0.6")
    session.handle(":reset")
    assert session.options == session.start


def test_constraints_apply_where_their_source_term_is_and_a_prefix_to_every_sentence(session):
    session.handle(":constrain Kunde=client")
    session.handle(":constrain New York")
    assert session.steering("Ein Mann") == {"constraints": [["New York"]]}
    assert session.steering("Der KUNDE zahlt") == {"constraints": [["client", "New York"]]}
    session.handle(":prefix A man")
    assert session.prompt() == "(prefix 'A man', 2 constraints) > "
    assert session.steering("Ein Mann") == {"prefix": ["A man"],
                                            "constraints": [["New York"]]}
    session.handle(":unconstrain Kunde")
    session.handle(":prefix")
    assert session.steering("Der Kunde") == {"constraints": [["New York"]]}
    session.handle(":unconstrain")
    assert session.steering("Der Kunde") == {} and session.prompt() == "> "
    assert Term.parse("a=b=c") == Term("c", "a=b")  # the phrase is after the last "="


def test_a_line_starting_with_two_colons_is_translated_from_the_second(session, translator):
    session.handle("::beam 5")
    assert session.out.getvalue() == translator.translate([":beam 5"], **OPTIONS)[0] + "\n"
    assert session.options.beam == 1
    session.handle(":again")
    assert session.out.getvalue().count("\n") == 2


def test_a_prefix_constraints_and_suggestions_steer_the_next_translations(session, translator):
    sentence = "a b c d"
    plain = translator.translate([sentence], beam=2, **OPTIONS)[0].split()
    prefix = f"{plain[1]} {plain[0][:2]}"  # a prefix that ends inside a word
    term = next(w for w in synthetic.vocabularies(60)[1] if w not in plain)
    session.handle(":constrain " + term)
    assert said(session).endswith("note: constraints need beam search: beam 5 while there "
                                  "are constraints\n")
    for typed in (":beam 2", f":prefix {prefix}", ":suggestions 3", sentence):
        session.handle(typed)
    best, nexts = session.out.getvalue().splitlines()
    expected = translator.translations([sentence], prefix=prefix, constraints=[term],
                                       suggestions=3, beam=2, **OPTIONS)[0][0]
    assert best == expected.text and best.startswith(prefix) and term in best.split()
    assert nexts == "  next: " + "  ".join(f"{s.word} ({s.probability:.3f})"
                                           for s in expected.suggestions)
    assert len(expected.suggestions) == 3
