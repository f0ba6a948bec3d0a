"""Phase 4's produce dialog: controller (`dialog`), models (`model`, `draft_model`), picture and geometry.
"""
