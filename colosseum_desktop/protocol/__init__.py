"""What the online server and its clients both speak: the messages (`messages`), seats' codes and secrets
(`credentials`), invite links (`invite_links`) and servers' addresses (`addresses`), and the figures both sides
agree on. The server (`colosseum_desktop.server`) and the client (`colosseum_desktop.online`) stand on this and
never import each other. Nothing here imports pygame or the server's stack.
"""

DEFAULT_HOST = "127.0.0.1"  # this machine only, until the host chooses to be reached from elsewhere
DEFAULT_PORT = 8765
UNDO_ANSWER_SECONDS = 300  # a person asked to agree to a take-back has five minutes to answer, then it lapses
HANDSHAKE_SECONDS = 10  # a new connection says what it wants (its request, a WebSocket's hello) within this
PING_SECONDS = 20  # a WebSocket is pinged this often, and closed when a ping is not answered within as long
