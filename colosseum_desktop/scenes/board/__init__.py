"""The board screen: the controller (`scene`) and its parts (buttons, dialogs it opens, hints, keys, undo, pause),
its pure model (`*_model`: where things are, what the pointer does, the buttons, the prompt), and its pictures
(`picture`, `parts_picture`, `moving_picture`).
"""
