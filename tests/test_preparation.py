"""Prepared corpora on disk: ids equal to SentencePiece's in any chunking and with worker
processes, found again by the next run, rebuilt when stale or damaged, resumed after a stop,
one preparer at a time under the folder's lock; and a text corpus never imports `datasets`."""

from __future__ import annotations

import fcntl
import logging
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest
from omegaconf import OmegaConf

from nmt.config import DataConfig
from nmt.data import preparation, synthetic
from nmt.data.corpus import corpus_kind
from nmt.data.corpus_kind import Scan, row_chunks
from nmt.data.pipeline import prepare_training_data
from nmt.data.preparation import PreparationStopped, Preparer, sample_counts
from nmt.data.staging import chunk_counts
from nmt.training.run import run_training
from tests.cli import run_cli
from tests.conftest import TINY_MODEL, compose_config
from tests.processes import ENV, one_thread

SRC, TGT = synthetic.generate(60, seed=5, max_words=8)


def _corpus(folder: Path, src: list[str] = SRC, tgt: list[str] = TGT) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for split, (s, t) in {"train": (src, tgt), "val": (src[:10], tgt[:10])}.items():
        (folder / f"{split}.de").write_text("".join(line + "\n" for line in s))
        (folder / f"{split}.en").write_text("".join(line + "\n" for line in t))
    return folder


def _cfg(corpus: Path, cache: Path, **values):
    cfg = OmegaConf.structured(DataConfig(kind="text", dir=str(corpus), src_lang="de",
                                          tgt_lang="en", cache_dir=str(cache)))
    cfg.spm.vocab_size = 60
    cfg.workers = 1
    for key, value in values.items():
        OmegaConf.update(cfg, key, value)
    return cfg


def _ids(side) -> list[list[int]]:
    return [side[row].tolist() for row in range(len(side.lengths))]


def _folder(cache: Path, split: str) -> Path:
    [folder] = cache.glob(f"{split}-*")
    return folder


def _resident_kib(path: Path) -> int | None:
    """This process's resident KiB of its mappings of ``path`` (/proc/self/smaps); None when
    the file is not mapped."""
    total, inside = None, False
    for line in Path("/proc/self/smaps").read_text().splitlines():
        fields = line.split()
        if "-" in fields[0] and len(fields) >= 5 and ":" in fields[3]:  # a mapping's header
            inside = len(fields) >= 6 and fields[5] == str(path)
            total = (total or 0) if inside else total
        elif inside and fields[0] == "Rss:":
            total += int(fields[1])
    return total


@pytest.mark.parametrize("workers", [1, 2])
def test_ids_are_those_of_sentencepiece_in_any_chunking(tmp_path, monkeypatch, caplog,
                                                        workers):
    monkeypatch.setattr(preparation, "CHUNK_ROWS", 7)  # 60 lines: 8 full chunks and a part
    cfg = _cfg(_corpus(tmp_path / "corpus"), tmp_path / "cache", workers=workers)
    with caplog.at_level(logging.INFO):
        subwords, train, dev = prepare_training_data(cfg, tmp_path / "run")
    # with two workers the side whose model is trained first is encoded while the other
    # trains (one worker trains them one after the other)
    early = [r for r in caplog.records if "side while the other SentencePiece" in r.getMessage()]
    assert len(early) == (workers == 2)
    assert _ids(train.tokens.src) == subwords.encode_src(SRC)
    assert _ids(train.tokens.tgt) == subwords.encode_tgt(TGT)
    assert train.tokens.src.ids.dtype == np.uint16 and not train.tokens.src.ids.flags.writeable
    assert _ids(dev.tokens.src) == subwords.encode_src(SRC[:10])
    assert sorted(np.concatenate(list(train.batches(200, 0, 0, 0, True))).tolist()) == \
        list(range(60))
    assert sorted(p.name for p in (tmp_path / "run" / "spm").iterdir()) == ["de.model",
                                                                            "en.model"]
    assert not _side_folders(tmp_path / "cache")


def test_a_second_run_maps_the_same_files_and_prepares_nothing(tmp_path, caplog):
    cfg = _cfg(_corpus(tmp_path / "corpus"), tmp_path / "cache")
    prepare_training_data(cfg, tmp_path / "run1")
    manifest = _folder(tmp_path / "cache", "train") / "manifest.json"
    written = manifest.stat().st_mtime_ns
    with caplog.at_level(logging.INFO):
        _, train, _ = prepare_training_data(cfg, tmp_path / "run2")
    assert manifest.stat().st_mtime_ns == written
    assert not [r for r in caplog.records if "SentencePiece" in r.getMessage()]
    assert len(train.tokens) == 60  # mapped from the first run's files, not read:
    assert _resident_kib(manifest.parent / "src.ids.npy") is not None


@pytest.mark.skipif(not Path("/proc/self/smaps").is_file(), reason="reads Linux's smaps")
def test_released_pages_of_a_prepared_split_stop_counting_in_the_process(tmp_path):
    many = synthetic.generate(3000, seed=6, max_words=12)
    cfg = _cfg(_corpus(tmp_path / "corpus", *many), tmp_path / "cache")
    _, train, _ = prepare_training_data(cfg, tmp_path / "run")
    ids = _folder(tmp_path / "cache", "train") / "tgt.ids.npy"
    assert ids.stat().st_size > 8 * 4096  # more pages than one read maps
    read = sum(int(train.tokens.tgt[row].sum()) for row in range(len(train.tokens)))
    assert _resident_kib(ids) >= ids.stat().st_size // 1024 - 4
    train.tokens.release()
    assert _resident_kib(ids) == 0
    assert sum(int(train.tokens.tgt[row].sum()) for row in range(len(train.tokens))) == read


def test_an_edited_source_is_prepared_again_a_touched_one_is_not(tmp_path, caplog):
    corpus = _corpus(tmp_path / "corpus")
    cfg = _cfg(corpus, tmp_path / "cache")
    subwords, _, _ = prepare_training_data(cfg, tmp_path / "run")
    (corpus / "train.de").touch()  # same bytes, a new time: hashed again, still valid
    manifest = _folder(tmp_path / "cache", "train") / "manifest.json"
    written = manifest.stat().st_mtime_ns
    prepare_training_data(cfg, tmp_path / "run", subwords)
    assert manifest.stat().st_mtime_ns == written
    _corpus(corpus, [*SRC[:-1], "ein ganz neuer Satz"], TGT)
    with caplog.at_level(logging.WARNING):
        _, train, _ = prepare_training_data(cfg, tmp_path / "run", subwords)
    assert any("changed since" in r.getMessage() for r in caplog.records)
    assert train.tokens.src[59].tolist() == subwords.encode_src(["ein ganz neuer Satz"])[0]


@pytest.mark.parametrize("damage", ["truncated ids", "edited offsets", "no manifest"])
def test_a_damaged_prepared_split_is_prepared_again(tmp_path, caplog, damage):
    cfg = _cfg(_corpus(tmp_path / "corpus"), tmp_path / "cache")
    subwords, _, _ = prepare_training_data(cfg, tmp_path / "run")
    folder = _folder(tmp_path / "cache", "train")
    if damage == "truncated ids":
        path = folder / "src.ids.npy"
        path.write_bytes(path.read_bytes()[:-10])
    elif damage == "edited offsets":
        path = folder / "tgt.offsets.npy"
        raw = bytearray(path.read_bytes())
        raw[-3] ^= 0xFF
        path.write_bytes(bytes(raw))
    else:
        (folder / "manifest.json").unlink()
    with caplog.at_level(logging.WARNING):
        _, train, _ = prepare_training_data(cfg, tmp_path / "run", subwords)
    assert any(str(folder) in r.getMessage() for r in caplog.records)
    assert _ids(train.tokens.src) == subwords.encode_src(SRC)
    assert _ids(train.tokens.tgt) == subwords.encode_tgt(TGT)


def test_a_stopped_preparation_leaves_nothing_trusted_and_the_next_one_resumes(
        tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(preparation, "CHUNK_ROWS", 7)
    cfg = _cfg(_corpus(tmp_path / "corpus"), tmp_path / "cache")
    source = corpus_kind(cfg).source(cfg, "train")
    with Preparer(tmp_path / "cache", 1) as preparer:
        subwords = preparer.subwords(cfg, source)
    asked = iter(range(100))
    with pytest.raises(PreparationStopped), \
            Preparer(tmp_path / "cache", 1, stop=lambda: next(asked) >= 4) as preparer:
        preparer.split("train", source, subwords)
    assert not list((tmp_path / "cache").glob("train-*"))  # no folder a run would read
    sides = _side_folders(tmp_path / "cache")
    assert len(sides) == 2
    finished = sum(len(list(side.glob("chunk-*.npz"))) for side in sides)
    assert 0 < finished < 18  # 9 chunks, 2 sides
    with caplog.at_level(logging.INFO), Preparer(tmp_path / "cache", 1) as preparer:
        prepared = preparer.split("train", source, subwords)
    assert any(f"{finished} of 18 chunk files were encoded by an earlier run" in r.getMessage()
               for r in caplog.records)
    assert _ids(prepared.src) == subwords.encode_src(SRC)
    assert _ids(prepared.tgt) == subwords.encode_tgt(TGT)
    assert not any(side.exists() for side in sides)


def _side_folders(cache: Path) -> list[Path]:
    return sorted([*cache.glob(".src-*.partial"), *cache.glob(".tgt-*.partial")])


def test_a_second_preparer_waits_for_the_lock_and_then_maps_the_first_ones_files(tmp_path,
                                                                                 caplog):
    cache = tmp_path / "cache"
    cfg = _cfg(_corpus(tmp_path / "corpus"), cache)
    cache.mkdir()
    with open(cache / ".lock", "a+") as held:  # another process preparing
        fcntl.flock(held, fcntl.LOCK_EX)
        results = []
        worker = threading.Thread(
            target=lambda: results.append(prepare_training_data(cfg, tmp_path / "run")))
        with caplog.at_level(logging.INFO):
            worker.start()
            worker.join(timeout=2)
            assert worker.is_alive()  # waiting
        fcntl.flock(held, fcntl.LOCK_UN)
    worker.join(timeout=60)
    assert results and any("waiting for process" in r.getMessage() for r in caplog.records)
    subwords, train, _ = results[0]
    assert _ids(train.tokens.src) == subwords.encode_src(SRC)


def test_the_sentencepiece_sample_is_bounded_seeded_and_spread_over_the_chunks():
    scan = Scan(95, {}, row_chunks(95, 10))  # the counts need only the chunks' sizes
    counts = sample_counts(scan, 40, seed=3, joint=False)
    assert counts.shape == (10, 2) and counts.sum(axis=0).tolist() == [40, 40]
    assert (counts <= np.array([c.rows for c in scan.chunks])[:, None]).all()
    assert np.array_equal(counts, sample_counts(scan, 40, seed=3, joint=False))
    assert not np.array_equal(counts, sample_counts(scan, 40, seed=4, joint=False))
    assert sample_counts(scan, 40, seed=3, joint=True).sum() == 40
    assert sample_counts(scan, 0, seed=3, joint=False).sum(axis=0).tolist() == [95, 95]


def test_the_sample_size_and_seed_name_the_subword_models(tmp_path, caplog):
    cfg = _cfg(_corpus(tmp_path / "corpus"), tmp_path / "cache", **{"spm.input_sentence_size": 30})
    with caplog.at_level(logging.INFO):
        prepare_training_data(cfg, tmp_path / "run")
    assert any("SentencePiece learns from 30 source and 30 target sentences of 60 pairs"
               in r.getMessage() for r in caplog.records)
    cfg.spm.seed = 1
    prepare_training_data(cfg, tmp_path / "run")
    assert len(list((tmp_path / "cache").glob("spm-*"))) == 2


def test_a_text_corpus_never_imports_datasets(tmp_path):
    # `datasets` with pandas and pyarrow adds ~100 MiB to a training process's peak RSS
    corpus = _corpus(tmp_path / "corpus")
    code = f"""
import sys
from pathlib import Path
from omegaconf import OmegaConf
import nmt.apps.train, nmt.apps.evaluate
from nmt.config import DataConfig
from nmt.data.pipeline import prepare_training_data
cfg = OmegaConf.structured(DataConfig(kind="text", dir={str(corpus)!r}, src_lang="de",
                                      tgt_lang="en"))
cfg.spm.vocab_size = 60
_, train, dev = prepare_training_data(cfg, Path({str(tmp_path / "run")!r}))
print(len(train), len(dev), sorted({{"datasets", "pandas", "pyarrow"}} & set(sys.modules)))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["60", "10", "[]"]


def test_nmt_prepare_ahead_then_a_run_prepares_nothing(tmp_path, caplog):
    corpus, cache = _corpus(tmp_path / "corpus"), tmp_path / "cache"
    data = ["data=text", f"data.dir={corpus}", "data.src_lang=de", "data.tgt_lang=en",
            "data.spm.vocab_size=60", f"data.cache_dir={cache}"]
    done = run_cli("prepare", *data, f"hydra.run.dir={tmp_path / 'prep'}",
                   "data.test_split=val")
    printed = [line for line in done.stdout.splitlines() if not line.startswith("[")]  # no log
    assert [line.split(":")[0] for line in printed[:3]] == ["train", "val", "val"]
    assert printed[0].startswith("train: 60 pairs (60 within the length limits)")
    assert str(_folder(cache, "train")) in printed[0]
    # examples changed on the fly read the prepared ids as they are: the sampling keys do
    # not name the prepared subword models, so nothing is prepared again
    cfg = compose_config(overrides=[*TINY_MODEL, *data, "train.max_steps=2", "device=cpu",
                                    "train.batch_size=8", "train.valid_every=0",
                                    "data.spm.sampling_alpha=0.2", "data.augment.lower=0.5",
                                    "data.concat.share=0.5"])
    with caplog.at_level(logging.INFO), one_thread():
        run_training(cfg, tmp_path / "run", [])
    said = " ".join(r.getMessage() for r in caplog.records)
    assert "data: 60 training pairs, 10 dev pairs" in said
    assert "training examples change on the fly: sampling alpha 0.2, lower 0.5" in said
    assert "SentencePiece" not in said and "encoding" not in said
    bad = run_cli("prepare", *data, "data.workers=-1", f"hydra.run.dir={tmp_path / 'bad'}",
                  check=False)
    assert bad.returncode != 0 and "data.workers=-1 must be >= 0" in bad.stderr


@pytest.mark.parametrize("preset", ["wmt14", "iwslt2017"])
def test_hub_presets_prepare_a_saved_dataset_in_chunks_with_workers(tmp_path, monkeypatch,
                                                                    preset):
    import datasets

    monkeypatch.setattr(preparation, "CHUNK_ROWS", 7)
    splits = {"train": (SRC, TGT), "validation": (SRC[:10], TGT[:10])}
    datasets.DatasetDict({split: datasets.Dataset.from_list(
        [{"translation": {"de": de, "en": en}} for de, en in zip(*pairs, strict=True)])
        for split, pairs in splits.items()}).save_to_disk(str(tmp_path / "saved"))
    cfg = compose_config(overrides=[f"data={preset}", f"data.dir={tmp_path / 'saved'}",
                                    "data.spm.vocab_size=60", "data.workers=2",
                                    f"data.cache_dir={tmp_path / 'cache'}"]).data
    subwords, train, dev = prepare_training_data(cfg, tmp_path / "run")
    assert _ids(train.tokens.src) == subwords.encode_src(SRC)
    assert _ids(train.tokens.tgt) == subwords.encode_tgt(TGT)
    assert dev.src_text == SRC[:10] and _ids(dev.tokens.tgt) == subwords.encode_tgt(TGT[:10])
    manifest = _folder(tmp_path / "cache", "train") / "manifest.json"
    written = manifest.stat().st_mtime_ns
    prepare_training_data(cfg, tmp_path / "run")  # the Arrow files are unchanged
    assert manifest.stat().st_mtime_ns == written


def test_joined_pairs_are_prepared_as_load_split_joins_them(tmp_path):
    cfg = _cfg(_corpus(tmp_path / "corpus"), tmp_path / "cache", join=4)
    subwords, train, dev = prepare_training_data(cfg, tmp_path / "run")
    assert len(train.tokens) == 15 and len(dev) == 3
    assert _ids(train.tokens.src)[1] == subwords.encode_src([" ".join(SRC[4:8])])[0]
    assert dev.tgt_text[2] == " ".join(TGT[8:10])
    cfg.join = 1  # another folder, not the joined one
    _, train, _ = prepare_training_data(cfg, tmp_path / "run", subwords)
    assert len(train.tokens) == 60 and len(list((tmp_path / "cache").glob("train-*"))) == 2


def _wait_for(predicate, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def _workers_of(pid: int) -> list[int]:
    children = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(c) for c in children.read_text().split()] if children.exists() else []


def test_a_worker_whose_preparing_process_died_before_it_started_exits():
    # the worker is handed a pid that is not its parent's, as when the preparing process was
    # killed while the worker's interpreter was still starting: it must not wait for work
    code = ("import time; from nmt.data.preparation_tasks import leave_stops_to_the_parent; "
            "leave_stops_to_the_parent(2 ** 22 + 1); time.sleep(60)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=ENV, timeout=30)
    assert (done.returncode, done.stderr) == (1, "")  # the watcher's exit, not an error


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGKILL])
def test_a_signalled_nmt_prepare_leaves_nothing_trusted_and_the_next_one_goes_on(tmp_path,
                                                                               signum):
    # 11 chunks of up to 10,000 pairs; stopped once the log says the encoding began
    src, tgt = synthetic.generate(700, seed=2, max_words=6)
    corpus = _corpus(tmp_path / "corpus", src * 150, tgt * 150)
    cache = tmp_path / "cache"
    command = [str(Path(sys.executable).parent / "nmt-prepare"), "data=text",
               f"data.dir={corpus}", "data.src_lang=de", "data.tgt_lang=en",
               "data.spm.vocab_size=60", f"data.cache_dir={cache}", "data.workers=2",
               f"hydra.run.dir={tmp_path / 'prep'}"]
    log = tmp_path / "prep" / "prepare.log"
    with subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          env=ENV) as process:
        _wait_for(lambda: log.is_file() and "encoding" in log.read_text())
        workers = _workers_of(process.pid)
        process.send_signal(signum)
        process.wait(timeout=60)
    assert process.returncode == (130 if signum == signal.SIGINT else -signal.SIGKILL)
    # the workers end with the preparing process, however it ended
    _wait_for(lambda: not any(Path(f"/proc/{w}").exists() and
                              "Z" not in Path(f"/proc/{w}/stat").read_text().split()[2]
                              for w in workers), timeout=30)
    assert not list(cache.glob("train-*"))  # nothing a run would read
    sides = _side_folders(cache)
    assert sides
    finished = sum(len(list(side.glob("chunk-*.npz"))) for side in sides)
    assert finished < 22  # 11 chunks, 2 sides
    done = subprocess.run(command, capture_output=True, text=True, env=ENV, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    if finished:
        assert f"{finished} of 22 chunk files were encoded by an earlier run" in log.read_text()
    assert "train: 105,000 pairs" in done.stdout
    assert not any(side.exists() for side in sides)


def test_a_damaged_or_empty_chunk_file_counts_as_not_finished(tmp_path):
    path = tmp_path / "chunk-000000.npz"
    np.savez(path, lengths=np.array([2, 3]), ids=np.arange(5, dtype=np.uint16))
    whole = path.read_bytes()
    assert chunk_counts(path, 2) == (2, 5)
    damaged = bytearray(whole)
    damaged[len(whole) // 4] ^= 0xFF  # inside the first array's data: its CRC-32 fails
    for broken in (bytes(damaged), whole[: len(whole) // 2], b""):
        path.write_bytes(broken)
        assert chunk_counts(path, 2) is None
