"""The Replay screen: controller (`scene`), model (`model`), picture (`picture`), review mode and the ways in.
"""
