"""The Records screen: every finished game counted per player name.
"""
