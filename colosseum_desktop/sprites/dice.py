"""The two dice: white faces with black pips, high contrast; the "1-3" face prints its range."""
from __future__ import annotations

import pygame

from . import pen, text, theme

PIPS = {  # pip positions on a 3x3 grid, (column, row)
    2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)), 4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)), 6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


def draw_die(surface: pygame.Surface, rect: pygame.Rect, face: int | None, used: bool = False,
             chosen: int | None = None, tilt: int = 0) -> None:
    """A die at `rect`; face None = not rolled yet (blank), 1 = the "1-3" face (with the chosen value);
    `used` greys it out once it has moved a noble; `tilt` shifts it a little while it tumbles."""
    r = pygame.Rect(rect).move(tilt, -abs(tilt) // 2)
    body = (200, 196, 188) if used else theme.PALETTE["white"]
    pen.rect(surface, (0, 0, 0), r.move(3, 4), border_radius=12)
    pen.rect(surface, body, r, border_radius=12)
    pen.rect(surface, theme.PALETTE["ink"], r, width=3, border_radius=12)
    ink = (90, 90, 90) if used else (10, 10, 10)
    if face is None:
        text.blit(surface, "?", r.center, r.height // 2, theme.PALETTE["ink_soft"], True, anchor="center")
    elif face == 1:
        text.blit(surface, "1-3", (r.centerx, r.centery - (8 if chosen else 0)), r.height // 3, ink, True,
                  anchor="center")
        if chosen:
            text.blit(surface, f"= {chosen}", (r.centerx, r.centery + 16), r.height // 4, theme.PALETTE["error"],
                      True, anchor="center")
    else:
        step = r.width // 4
        for col, row in PIPS[face]:
            pen.circle(surface, ink, (r.x + step * (col + 1), r.y + step * (row + 1)), max(4, r.width // 11))
