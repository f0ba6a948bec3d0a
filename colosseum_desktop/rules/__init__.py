"""The rules of Colosseum as a pure, deterministic engine (R1-R14 of the project's RULES.md).

No pygame, no files, no clock: `new_game(options, seed)` and `apply(state, command) -> (state, events)`.
"""
from .auction import bid_range
from .commands import *  # noqa: F401,F403 - the command types are part of the public face
from .commands import Command, command_adapter
from .data import NORMAL_TOKENS, SPECIAL_TOKENS, NobleKind, Token, game_data
from .engine import (all_legal_commands, any_time_commands, apply, current_player, is_legal, is_over, legal_commands,
                     refusal_for, why_not, winners)
from .errors import IllegalCommand, NotAffordable, NotYourDecision
from .events import Event
from .gestures import find_command, targets
from .pieces import Piece
from .refusals import Refusal, Why
from .scoring import attendance, best_assignment, producible
from .setup import new_game
from .state import (MAX_NAME_LENGTH, Attendance, AuctionStep, CeremonyStep, CleanUp, GameOptions, GameOver, GameState,
                    InvestStep, Phase, Player, ProduceStep, TradeStep, Variant, name_problem,
                    name_refusal)
from .trade import check_offer
