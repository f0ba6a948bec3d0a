"""The guided first game's screens: its board (`board`), the guide's card (`card`), the way in (`entry`).
"""
