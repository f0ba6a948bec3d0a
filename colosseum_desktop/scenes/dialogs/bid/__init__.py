"""Phase 2's auction dialog: controller (`dialog`), model (`model`), picture (`picture`).
"""
