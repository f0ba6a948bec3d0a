"""Phase 3's trade table: controller (`dialog`), models (`model`, `draft_model`), picture and geometry.
"""
