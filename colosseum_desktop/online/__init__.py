"""Online play: a server holding each game (the rules engine its only authority) and what clients need to reach it.

The server (`colosseum serve`) keeps games in a database, applies the commands people send over WebSockets,
one transaction each, and sends every seat its own view of the table, never the random generator's state.
Nothing here imports pygame.
"""

DEFAULT_HOST = "127.0.0.1"  # this machine only, until the host chooses to be reached from elsewhere
DEFAULT_PORT = 8765
UNDO_ANSWER_SECONDS = 300  # a person asked to agree to a take-back has five minutes to answer, then it lapses
HANDSHAKE_SECONDS = 10  # a new connection says what it wants (its request, a WebSocket's hello) within this
PING_SECONDS = 20  # a WebSocket is pinged this often, and closed when a ping is not answered within as long
