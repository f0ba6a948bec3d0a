"""The online client: reaching a server (`link`, `api`, `lobby_calls`), keeping seats' secrets (`keyring`), and
the table a board plays at across the network (`client_table`, `client_views`). It speaks `colosseum_desktop.protocol`
and never imports the server (`colosseum_desktop.server`), which a player's install need not have. No pygame here.
"""
