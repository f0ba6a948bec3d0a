"""The rules in brief over the board: controller (`scene`), model, picture, and the text per language (`summary`).
"""
