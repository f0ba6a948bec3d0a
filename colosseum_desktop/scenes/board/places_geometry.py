"""Places on the canvas as lists of rects: cut round a hole, and overlapping ones joined (the board's picture
copies and paints by them)."""
from __future__ import annotations

import pygame


def without(rects: list[pygame.Rect], hole: pygame.Rect) -> list[pygame.Rect]:
    """The places of `rects` outside `hole`, each cut into at most four rects round it."""
    out = []
    for rect in rects:
        if not rect.colliderect(hole):
            out.append(rect)
            continue
        inner = rect.clip(hole)
        out += [part for part in (pygame.Rect(rect.x, rect.y, rect.w, inner.top - rect.top),
                                  pygame.Rect(rect.x, inner.bottom, rect.w, rect.bottom - inner.bottom),
                                  pygame.Rect(rect.x, inner.y, inner.left - rect.x, inner.h),
                                  pygame.Rect(inner.right, inner.y, rect.right - inner.right, inner.h))
                if part.w > 0 and part.h > 0]
    return out


JOIN_WASTE = 1.3  # overlapping places are joined while the rect round them is at most this much larger


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The rects with overlapping ones joined, so no place is painted or copied many times over; but not where the
    rect round them would be much larger than they are (the log's rows, each as long as its words, overlap a
    little: joined, they would be the whole log). Places left apart may overlap: painted or copied twice there."""
    out: list[tuple[pygame.Rect, int]] = []  # each rect, and how many pixels the places joined in it cover
    for rect in rects:
        rect = pygame.Rect(rect)
        covered = rect.w * rect.h
        joining = True
        while joining:
            joining = False
            for index, (other, other_covered) in enumerate(out):
                union = rect.union(other)
                if rect.colliderect(other) and union.w * union.h <= JOIN_WASTE * (covered + other_covered):
                    del out[index]
                    rect, covered = union, covered + other_covered
                    joining = True
                    break
        out.append((rect, covered))
    return [rect for rect, _covered in out]
