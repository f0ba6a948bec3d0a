"""The guided first game: a game on a fixed seed, three seats (the learner and two computer players) on the usual
board, walked through one phase at a time. The script is data (script.py: each step's moment, what it lights, the
moves it asks for); which decision the learner faces is read from the state (moments.py); the progress through the
script is a small value kept in the game's saves (progress.py). No pygame: the overlay is scenes/guide/board.py."""
from .moments import moment
from .observer import GuideObserver
from .progress import GuideProgress, Verdict
from .script import GUIDE_LEVEL, GUIDE_NAMES, GUIDE_SEED, LEARNER, STEPS, GuideStep, guide_options

__all__ = ["GUIDE_LEVEL", "GUIDE_NAMES", "GUIDE_SEED", "LEARNER", "STEPS", "GuideObserver", "GuideProgress", "GuideStep", "Verdict",
           "guide_options", "moment"]
