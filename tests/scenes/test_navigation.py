"""Screens open each other through `ctx.routes`, filled the first time a screen asks: the title's first frame is
drawn before the route table, the other screens, the rules engine or the saves are imported."""
import json
import subprocess
import sys

FIRST_FRAME = """
import json, os, sys, tempfile
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", COLOSSEUM_BENCH_EXIT_AFTER_MS="0")
from colosseum_desktop.app import App
from colosseum_desktop.scenes.title.scene import TitleScene
app = App(tempfile.mkdtemp(), TitleScene)
app.run()  # quits right after the first frame (the benchmarks' switch)
at_first_frame = sorted(m for m in sys.modules if m.startswith("colosseum_desktop."))
routes = app.ctx.routes
print(json.dumps({"modules": at_first_frame, "routes": sorted(vars(routes))}))
"""


def test_the_title_draws_its_first_frame_before_any_other_screen_is_imported():
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, check=True).stdout
    figures = json.loads(out.strip().splitlines()[-1])
    loaded = figures["modules"]
    assert "colosseum_desktop.scenes.title.scene" in loaded
    for heavy in ("colosseum_desktop.rules", "colosseum_desktop.saves", "colosseum_desktop.scenes.route_table",
                  "colosseum_desktop.scenes.board.scene", "colosseum_desktop.scenes.starting.entry"):
        assert heavy not in loaded, f"{heavy} was imported before the title's first frame"
    # Asked for after the first frame, the table names every way between screens.
    assert {"title", "new_game", "load", "records", "board", "end", "open_save"} <= set(figures["routes"])
