"""The end of a game: the winners and each event (`scene`), and each person's missed gains (`review`).
"""
