"""The overlay dialogs over the board, one package each (bid, invest, trade, produce, ceremony, program browser),
and what they share: the controller (`dialog`), the frame's model and picture, the hint inside a dialog.
"""
