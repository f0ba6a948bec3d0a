"""The server for games across machines (`colosseum serve`): games kept in a database (`storage`, `migrations`),
commands applied one transaction each (`games`), sent to each seat as its own view over WebSockets (`server`,
`connections`, `spectators`). Needs the `[server]` extra; the desktop game never imports it. No pygame here.
"""
