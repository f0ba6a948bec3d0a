"""Hints that say why: the person's options ranked by the strong computer player's valuation, from a seat's view
alone, with reasons as identifiers and values (worded at the edge, i18n/advice.py). No pygame."""
from .advice import Advice, NoDecision, advise, explain, ranked_options
from .appraisal import Option
from .reasons import Because, Reason

__all__ = ["Advice", "Because", "NoDecision", "Option", "Reason", "advise", "explain", "ranked_options"]
