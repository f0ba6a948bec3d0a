"""The spectator track: a lane per player where it is tall enough (4:3, under the ring), the markers sharing two rows
above the numbered line elsewhere."""
import pytest

from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.sprites import score_track


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_tall_track_under_the_ring_gives_each_player_a_lane_of_its_own(players):
    layout.arrange((1600, 1200))
    ys = score_track.lanes(players)
    assert ys is not None and len(ys) == players
    steps = [b - a for a, b in zip(ys, ys[1:])]
    assert all(step >= score_track.LANE_STEP_LEAST for step in steps) and len(set(steps)) <= 1
    _, _, base = layout.score_line()
    # each lane's symbol whole on the track, above the line and its numbers
    assert ys[0] - score_track.LANE_SYMBOL > layout.SCORE_TRACK.top and ys[-1] + score_track.LANE_SYMBOL < base


@pytest.mark.parametrize("canvas", [(1600, 900), (1600, 1000)])
def test_the_centre_and_16_10_tracks_keep_their_two_rows_of_markers(canvas):
    layout.arrange(canvas)
    assert score_track.lanes(5) is None
