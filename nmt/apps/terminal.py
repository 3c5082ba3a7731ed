"""``nmt-translate`` at a terminal: each line typed is a sentence to translate, or a command
(``:beam 5``, ``:prefix A man``, ``:constrain Kunde=client``, ``:help``) that changes how the
sentences after it are translated, while the model stays loaded.

Translations (and the attention display) go to stdout, everything else (the greeting,
confirmations, errors) to stderr. Lines are edited and recalled with readline
(nmt.apps.line_editing).
"""

from __future__ import annotations

import dataclasses
import math
import sys
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TextIO

from nmt.apps.line_editing import LineEditor, history_path
from nmt.apps.translate_output import TranslationOutput, shaded_attention, suggestion_line
from nmt.config import CONSTRAINED_BEAM, DecodingOptions
from nmt.errors import ConfigError, NmtError
from nmt.translation.types import Translation

# the decoding options a command can set: those that hold one number or word
OPTION_TYPES = {name: kind for name, kind in typing.get_type_hints(DecodingOptions).items()
                if kind in (int, float, str, bool)}
SWITCHES = {"on": True, "true": True, "1": True, "off": False, "false": False, "0": False}


class CommandError(ConfigError):
    """A command that cannot be carried out; the message says why, in one line."""


@dataclass(frozen=True)
class Term:
    """A terminology constraint: ``target``, a phrase the translation must contain; with a
    ``source``, only in translations of sentences that contain it (case-insensitively)."""

    target: str
    source: str | None = None

    @classmethod
    def parse(cls, text: str) -> Term:
        """``PHRASE`` or ``SOURCE=PHRASE`` (``Kunde=client``); CommandError for an empty
        side."""
        source, equals, target = text.rpartition("=")
        if not equals:
            return cls(text.strip())
        if not source.strip() or not target.strip():
            raise CommandError(f"{text!r}: write PHRASE, or SOURCE=PHRASE with both sides")
        return cls(target.strip(), source.strip())

    def applies(self, sentence: str) -> bool:
        """Whether the translation of ``sentence`` must contain the phrase."""
        return self.source is None or self.source.casefold() in sentence.casefold()

    def __str__(self) -> str:
        return self.target if self.source is None else f"{self.source}={self.target}"


@dataclass(frozen=True)
class Command:
    """A command: its usage line, one line of help, and what it does with its argument
    (the text after the name, stripped)."""

    usage: str
    help: str
    run: Callable[[str], None]


class Session:
    """The state of a terminal session (decoding options, attention display, prefix,
    terminology) and what each typed line does to it. ``output`` translates; ``out``
    receives translations, ``err`` the rest."""

    def __init__(self, output: TranslationOutput, out: TextIO, err: TextIO) -> None:
        self.output, self.out, self.err = output, out, err
        self.start = output.options
        self.options = output.options
        self.attention = bool(output.cfg.show_attention)
        self.prefix = ""
        self.terms: list[Term] = []
        self.last: str | None = None
        self.leaving = False
        self.commands = self._commands()

    def _commands(self) -> dict[str, Command]:
        commands = {
            "help": Command(":help [COMMAND]", "list the commands, or explain one", self.help),
            "options": Command(":options", "show the decoding options, prefix and "
                                           "constraints in use", self.show_options),
        }
        for field in dataclasses.fields(DecodingOptions):
            if field.name in OPTION_TYPES:
                commands[field.name] = Command(
                    f":{field.name} {placeholder(field)}", field.metadata.get("help", ""),
                    lambda arg, name=field.name: self.set_option(name, arg))
        commands.update({
            "prefix": Command(":prefix [TEXT]", "translations start with TEXT, which may end "
                                                "inside a word (A man ri); none without TEXT",
                              self.set_prefix),
            "constrain": Command(":constrain [PHRASE | SOURCE=PHRASE]",
                                 "translations must contain PHRASE; with SOURCE= only those "
                                 "of sentences containing SOURCE (Kunde=client); without an "
                                 "argument, list them", self.constrain),
            "unconstrain": Command(":unconstrain [PHRASE | SOURCE]", "drop that constraint; "
                                                                     "without one, drop all",
                                   self.unconstrain),
            "attention": Command(":attention [on|off]", "show what each target piece attends "
                                                        "to (switches it on or off)",
                                 self.switch_attention),
            "again": Command(":again", "translate the last sentence again", self.again),
            "reset": Command(":reset", "back to the start-up options, no prefix, no "
                                       "constraints", self.reset),
            "quit": Command(":quit", "leave (as Ctrl-D does); also :q, :exit", self.quit),
        })
        return commands

    def names(self) -> list[str]:
        """Every command as typed (``:beam``), aliases included: for Tab completion."""
        return [f":{name}" for name in [*self.commands, "q", "exit"]]

    def prompt(self) -> str:
        """``> ``, or with a prefix or constraints in use, a reminder of them before it."""
        state = []
        if self.prefix:
            state.append(f"prefix {self.prefix!r}")
        if self.terms:
            state.append(f"{len(self.terms)} constraint{'s' * (len(self.terms) > 1)}")
        return f"({', '.join(state)}) > " if state else "> "

    def greet(self, languages: str) -> None:
        """The first lines of a session: what translates, and how to go on."""
        self.note(f"nmt-translate {languages}, {self.describe(self.options)}. Type a sentence "
                  f"to translate it; :help lists the commands; Ctrl-D or :quit leaves.")

    def handle(self, line: str) -> bool:
        """Translate ``line``, or run it as a command when it starts with ":" (a sentence
        that starts with ":" is typed "::..."); False once the session should end."""
        text = line.strip()
        if text.startswith(":") and not text.startswith("::"):
            self.command(text[1:])
        elif text:
            self.translate(text.removeprefix(":"))
        return not self.leaving

    def command(self, text: str) -> None:
        """Run ``text`` (a command without its colon), or say in one line why not."""
        name, _, arg = text.partition(" ")
        name = {"q": "quit", "exit": "quit", "": "help"}.get(name, name)
        command = self.commands.get(name)
        try:
            if command is None:
                raise CommandError(f":{name}: no such command (:help lists them)")
            command.run(arg.strip())
        except NmtError as err:
            self.note(f"error: {err}")

    def translate(self, sentence: str) -> None:
        """Translate ``sentence`` with the options, prefix and constraints in use and print
        it."""
        self.last = sentence
        steering = self.steering(sentence)
        try:
            (hyps,) = self.output.decode([sentence], self.options, self.attention, **steering)
        except NmtError as err:
            self.note(f"error: {err}")
            return
        self.out.write("".join(line + "\n" for line in self.render(hyps)))
        self.out.flush()
        if steering.get("constraints"):
            for phrase in hyps[0].dropped_constraints:
                self.note(f"note: the constraint {phrase!r} did not fit within the length "
                          f"limit (max_len_a, max_len_b)")

    def steering(self, sentence: str) -> dict[str, Any]:
        """The Translator's keyword arguments for the prefix and the constraints that apply
        to ``sentence`` (none when there are none, so that a model without them works)."""
        steering: dict[str, Any] = {}
        if self.prefix:
            steering["prefix"] = [self.prefix]
        phrases = [term.target for term in self.terms if term.applies(sentence)]
        if phrases:
            steering["constraints"] = [phrases]
        return steering

    def render(self, hyps: list[Translation]) -> list[str]:
        """The lines printed for a sentence: the translation (with nbest > 1 each
        hypothesis, numbered, with its score), a tab and the word alignment with
        alignments=true, the next words with suggestions=k, then the attention when
        shown."""
        def line(translation: Translation) -> str:
            alignment = self.output.alignment(translation)
            return translation.text if alignment is None else f"{translation.text}\t{alignment}"

        if len(hyps) == 1:
            lines = [line(hyps[0])]
        else:
            lines = [f"{rank}. {line(t)}  ({t.score:.3f})" for rank, t in enumerate(hyps, 1)]
        if self.options.suggestions:
            lines.append(suggestion_line(hyps[0]))
        if self.attention and hyps[0].attention is not None:
            lines += shaded_attention(hyps[0])
        return lines

    def note(self, message: str) -> None:
        """A message for the person at the terminal (not a translation)."""
        print(message, file=self.err, flush=True)

    @staticmethod
    def describe(options: DecodingOptions) -> str:
        """The options that differ from DecodingOptions' defaults, and always the beam."""
        default = DecodingOptions()
        changed = [f"{name} {getattr(options, name)}" for name in OPTION_TYPES
                   if name != "beam" and getattr(options, name) != getattr(default, name)]
        return ", ".join([f"beam {options.beam}", *changed])

    def help(self, arg: str) -> None:
        """:help: every command's usage and help, or one command's."""
        name = arg.removeprefix(":")
        if name:
            command = self.commands.get({"q": "quit", "exit": "quit"}.get(name, name))
            if command is None:
                raise CommandError(f":{name}: no such command (:help lists them)")
            self.note(f"{command.usage}\n    {command.help}")
            return
        width = max(len(c.usage) for c in self.commands.values())
        self.note("\n".join(f"{c.usage:<{width}}  {c.help}" for c in self.commands.values())
                  + "\nA line that does not start with ':' is translated (start it with '::' "
                    "to translate a line that starts with ':').\nUp and down arrows recall "
                    "earlier lines; Ctrl-R searches them; Tab completes a command.")

    def show_options(self, arg: str) -> None:
        """:options: each decoding option, the attention display, prefix and constraints."""
        self.no_argument("options", arg)
        lines = [f"{name:<20} {getattr(self.options, name)}" for name in OPTION_TYPES]
        lines += [f"{'attention':<20} {'on' if self.attention else 'off'}",
                  f"{'prefix':<20} {self.prefix or '(none)'}",
                  f"{'constraints':<20} {'; '.join(map(str, self.terms)) or '(none)'}"]
        self.note("\n".join(lines))

    def set_option(self, name: str, arg: str) -> None:
        """:NAME VALUE for a decoding option (without VALUE, show it). A beam below the
        n-best brings the n-best down with it; an n-best above the beam widens the beam."""
        if not arg:
            self.note(f"{name} {getattr(self.options, name)}")
            return
        value = parse_value(name, arg)
        changes = {name: value}
        if name == "beam" and isinstance(value, int) and 1 <= value < self.options.nbest:
            changes["nbest"] = value
        if name == "nbest" and isinstance(value, int) and value > self.options.beam:
            changes["beam"] = value
        options = dataclasses.replace(self.options, **changes)
        options.check()
        self.options = options
        self.note(", ".join(f"{key} {value}" for key, value in changes.items()))

    def set_prefix(self, arg: str) -> None:
        """:prefix TEXT, or :prefix alone to drop it."""
        self.prefix = arg
        self.note(f"prefix {arg!r}" if arg else "no prefix")

    def constrain(self, arg: str) -> None:
        """:constrain PHRASE or SOURCE=PHRASE adds a constraint; alone it lists them."""
        if not arg:
            self.note("\n".join(map(str, self.terms)) or "no constraints")
            return
        term = Term.parse(arg)
        if term not in self.terms:
            self.terms.append(term)
        self.note(f"constraints: {'; '.join(map(str, self.terms))}")
        if self.options.beam < 2:
            self.note(f"note: constraints need beam search: beam {CONSTRAINED_BEAM} while "
                      f"there are constraints")

    def unconstrain(self, arg: str) -> None:
        """:unconstrain PHRASE (or SOURCE, or SOURCE=PHRASE) drops it; alone, all of them."""
        if not arg:
            self.terms = []
            self.note("no constraints")
            return
        kept = [t for t in self.terms if arg not in (t.target, t.source, str(t))]
        if len(kept) == len(self.terms):
            raise CommandError(f"{arg!r} is not a constraint (:constrain lists them)")
        self.terms = kept
        self.note(f"constraints: {'; '.join(map(str, self.terms)) or '(none)'}")

    def switch_attention(self, arg: str) -> None:
        """:attention switches the display; :attention on / off sets it."""
        if arg and arg.lower() not in SWITCHES:
            raise CommandError(f":attention {arg}: write on or off (or nothing, to switch)")
        if not self.output.translator.has_attention:
            raise CommandError("this model has no attention to show "
                               "(model.decoder=no_attention)")
        self.attention = SWITCHES[arg.lower()] if arg else not self.attention
        self.note(f"attention {'on' if self.attention else 'off'}")

    def again(self, arg: str) -> None:
        """:again: the last sentence, translated with what is in use now."""
        self.no_argument("again", arg)
        if self.last is None:
            raise CommandError("no sentence translated yet")
        self.translate(self.last)

    def reset(self, arg: str) -> None:
        """:reset: the options of the start, no prefix, no constraints."""
        self.no_argument("reset", arg)
        self.options, self.prefix, self.terms = self.start, "", []
        self.attention = bool(self.output.cfg.show_attention)
        self.note(f"{self.describe(self.options)}, no prefix, no constraints")

    def quit(self, arg: str) -> None:
        """:quit: end the session."""
        self.no_argument("quit", arg)
        self.leaving = True

    @staticmethod
    def no_argument(name: str, arg: str) -> None:
        """CommandError when a command that takes no argument was given one."""
        if arg:
            raise CommandError(f":{name} takes no argument (got {arg!r})")


def placeholder(field: dataclasses.Field) -> str:
    """What a command's usage line shows for the value of option ``field``: N, X, on|off,
    or its choices."""
    kind = OPTION_TYPES[field.name]
    choices = field.metadata.get("choices")
    if choices:
        return "|".join(choices)
    return {int: "N", float: "X", bool: "on|off"}.get(kind, "VALUE")


def parse_value(name: str, text: str) -> Any:
    """``text`` as a value of the decoding option ``name`` (its type); CommandError naming
    the option for text that is not one."""
    kind = OPTION_TYPES[name]
    if kind is bool:
        if text.lower() not in SWITCHES:
            raise CommandError(f":{name} {text}: write on or off")
        return SWITCHES[text.lower()]
    try:
        value = kind(text)
    except ValueError:
        what = {int: "a whole number", float: "a number"}.get(kind, "a word")
        raise CommandError(f":{name} {text}: {name} takes {what}") from None
    if kind is float and not math.isfinite(value):
        raise CommandError(f":{name} {text}: {name} takes a finite number")
    return value


def run_terminal(output: TranslationOutput) -> None:
    """A session at the terminal on stdin, until Ctrl-D, :quit or two Ctrl-C in a row at the
    prompt (Ctrl-C during a translation abandons that translation)."""
    session = Session(output, sys.stdout, sys.stderr)
    data = output.translator.config.data
    session.greet(f"{data.src_lang} -> {data.tgt_lang}")
    interrupted = False
    with LineEditor(session.names(), history_path()) as editor:
        while True:
            try:
                line = editor.read(session.prompt())
            except EOFError:
                session.note("")
                return
            except KeyboardInterrupt:
                if interrupted:
                    session.note("")
                    return
                session.note("\n(Ctrl-C again, Ctrl-D or :quit to leave)")
                interrupted = True
                continue
            except UnicodeDecodeError as err:
                session.note(f"error: the line is not UTF-8 text ({err.reason} at byte "
                             f"{err.start})")
                continue
            interrupted = False
            try:
                if not session.handle(line):
                    return
            except KeyboardInterrupt:  # a translation (or its printing) abandoned
                session.note("\n(interrupted)")
