"""A font file checked before SDL_ttf sees it: FreeType trusts a font's table directory, and a file cut short or
filled with random bytes made it read past the end and abort the whole process (Fatal Python error)."""
from __future__ import annotations

import struct

SFNT_VERSIONS = (b"\x00\x01\x00\x00", b"OTTO", b"true")  # TrueType outlines, CFF outlines, Apple's TrueType
NEEDED_TABLES = (b"cmap", b"head", b"hhea", b"hmtx", b"maxp")  # what any face needs to map and measure text
MAX_TABLES = 200  # a font has a few dozen


def font_problem(data: bytes) -> str | None:
    """Why `data` is not a whole sfnt font (None when every table it lists lies inside the file)."""
    if len(data) < 12 or data[:4] not in SFNT_VERSIONS:
        return "not an OpenType or TrueType font"
    count = struct.unpack(">H", data[4:6])[0]
    if not 0 < count <= MAX_TABLES or 12 + 16 * count > len(data):
        return f"its table directory ({count} tables) does not fit in the file"
    tables = set()
    for place in range(12, 12 + 16 * count, 16):
        tag, _checksum, offset, length = struct.unpack(">4sIII", data[place:place + 16])
        if offset + length > len(data):
            return f"its {tag.decode('latin-1')!r} table ends past the end of the file"
        tables.add(tag)
    if b"glyf" not in tables and b"CFF " not in tables and b"CFF2" not in tables:
        return "it holds no glyphs"
    missing = [tag.decode() for tag in NEEDED_TABLES if tag not in tables]
    return f"it lacks the {', '.join(missing)} tables" if missing else None
