"""Phase 1's invest dialog: controller (`dialog`), model (`model`), picture (`picture`).
"""
