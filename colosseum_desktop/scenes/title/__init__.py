"""The title screen (`scene`) and its settings (`settings_menu`, `settings_rows`).
"""
