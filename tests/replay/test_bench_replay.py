"""The replay benchmark runs in its short mode, so the script keeps working (no times are asserted)."""
import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_replay.py"


def test_the_replay_benchmark_runs_in_its_short_mode(capsys):
    spec = importlib.util.spec_from_file_location("bench_replay", SCRIPT)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    rows = bench.main(["--short", "--every", "1,8"])
    assert [row["every"] for row in rows] == [1, 8]
    assert all(row["moves"] > 50 and row["kept_kb"] > 0 for row in rows)
    assert rows[1]["positions"] < rows[0]["positions"]  # fewer positions kept with sparser checkpoints
    assert "slowest median jump" in capsys.readouterr().out
