"""Thousands of random mutations of real saves: every one loads or is refused with a SaveError, never
anything else, and the file is never changed."""
import json
import os
import random
import time

from colosseum_desktop.saves import SaveError, load_game

from .games import SAMPLES_DIR, SCHEMA_1_FIXTURE, SCHEMA_2_FIXTURE

SEED = int(os.environ.get("SAVES_FUZZ_SEED", "20260101"))
MUTATIONS = 3000
MIN_MUTATIONS = 500
TIME_BUDGET_SECONDS = 12
SOURCES = [SAMPLES_DIR / "mid-game-4-players.colosseum.json", SCHEMA_1_FIXTURE, SCHEMA_2_FIXTURE]
ODD_VALUES = [0, -1, 1, 2, 5, 99, -(2**70), 2**70, 1.5, float("nan"), "", "gladiator", "joker", "raise_bid",
              "over", "person", None, True, False, [], {}, [0, 0], {"kind": "end_turn", "player": 0}]


def byte_mutation(rng: random.Random, data: bytes) -> tuple[bytes, str]:
    at = rng.randrange(len(data))
    match rng.randrange(5):
        case 0:
            return data[:at] + bytes([rng.randrange(256)]) + data[at + 1:], f"byte {at} replaced"
        case 1:
            return data[:at], f"truncated at {at}"
        case 2:
            end = min(len(data), at + rng.randint(1, 200))
            return data[:at] + data[end:], f"bytes {at}:{end} deleted"
        case 3:
            end = min(len(data), at + rng.randint(1, 200))
            return data[:end] + data[at:], f"bytes {at}:{end} repeated"
        case _:
            junk = rng.choice([b"{", b"]", b",", b'"', b"\\u0000", b"-", b"e9"])
            return data[:at] + junk + data[at:], f"{junk!r} inserted at {at}"


def containers(node, path=()):
    """Every dict and list in the document, with where it is."""
    if isinstance(node, (dict, list)):
        yield path, node
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, child in items:
            yield from containers(child, path + (key,))


def document_mutation(rng: random.Random, document) -> str:
    path, node = rng.choice(list(containers(document)))
    if not node:
        return "nothing (empty container)"
    key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
    value = node[key]
    match rng.randrange(4):
        case 0:
            node[key] = rng.choice(ODD_VALUES)
            return f"{path + (key,)} set to {node[key]!r}"
        case 1:
            del node[key]
            return f"{path + (key,)} deleted"
        case 2 if isinstance(value, int) and not isinstance(value, bool):
            node[key] = value + rng.choice([-1, 1, -100, 100])
            return f"{path + (key,)} changed from {value}"
        case _:
            if isinstance(node, list) and len(node) > 1:
                other = rng.randrange(len(node))
                node[key], node[other] = node[other], node[key]
                return f"{path}: items {key} and {other} swapped"
            node[key] = json.loads(json.dumps(value))  # a harmless rewrite: such files must still load
            return f"{path + (key,)} rewritten"


def test_mutated_saves_load_or_are_refused_with_a_save_error(tmp_path):
    rng = random.Random(SEED)
    originals = [(source.read_bytes(), json.loads(source.read_bytes())) for source in SOURCES]
    target = tmp_path / "fuzzed.colosseum.json"
    started = time.monotonic()
    outcomes = {"loaded": 0, "refused": 0}
    for number in range(MUTATIONS):
        if number >= MIN_MUTATIONS and time.monotonic() - started > TIME_BUDGET_SECONDS:
            break  # a busy machine still tries MIN_MUTATIONS files; a quiet one tries more
        data, document = rng.choice(originals)
        if rng.random() < 0.5:
            mutated, what = byte_mutation(rng, data)
        else:
            document = json.loads(json.dumps(document))
            what = document_mutation(rng, document)
            mutated = json.dumps(document).encode()
        target.write_bytes(mutated)
        try:
            load_game(target)
            outcomes["loaded"] += 1
        except SaveError as error:
            assert str(error), what
            outcomes["refused"] += 1
        except Exception as error:  # noqa: BLE001 - this is what the test is looking for
            raise AssertionError(f"mutation {number} (seed {SEED}: {what}) raised {error!r}") from error
        assert target.read_bytes() == mutated, f"the loader changed the file ({what})"
    assert outcomes["refused"] > outcomes["loaded"] > 0, outcomes
