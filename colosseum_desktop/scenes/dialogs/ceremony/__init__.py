"""Phase 5's ceremony dialog: controller (`dialog`), model (`model`), picture and geometry.
"""
