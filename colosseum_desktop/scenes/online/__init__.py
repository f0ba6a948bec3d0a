"""The online screens: the list of games and the server (`games`), host, join, invites, an online game's board
and its deadline and end, and links opened from a browser (`invite_opening`).
"""
