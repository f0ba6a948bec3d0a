"""Every program at a glance: controller (`dialog`), model (`model`), picture (`picture`).
"""
