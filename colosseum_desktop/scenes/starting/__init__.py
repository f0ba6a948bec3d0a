"""Ways into a game: New game, the load screen and its rows, and the entries that end on the board (`entry`).
"""
